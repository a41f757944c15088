/** Who writes from where, as a request tells it: what the stores stamp and journal (resources/resourceStoreTypes.ts WriteOptions). */
import type { WriteOptions } from '../resources/resourceStoreTypes';
import { CLIENT_ADDRESS_HEADER } from '../loginThrottle';
import type { User } from '../apiTypes';

/** The request id a proxy or the logger may have set (kept in the audit log when present). */
export const REQUEST_ID_HEADER = 'x-request-id';

const MAX_HEADER_TEXT = 128;

const header = (request: Request, name: string): string | undefined => request.headers.get(name)?.slice(0, MAX_HEADER_TEXT) || undefined;

export const addressOf = (request: Request): string | undefined => header(request, CLIENT_ADDRESS_HEADER);

export function writeOptionsOf(request: Request, user: Pick<User, 'id' | 'userName'> | undefined): WriteOptions {
  return {
    ...(user ? { actor: { id: user.id, userName: user.userName } } : {}),
    address: addressOf(request),
    requestId: header(request, REQUEST_ID_HEADER),
  };
}
