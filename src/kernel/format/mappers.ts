/**
 * Request bodies the API wants in another shape than the record (named body mappers, registered
 * in format/builtins.ts so resource files can name them). Pure: the Node server imports them too.
 */
import type { AnyRecord } from '../types';

/** POST /user/addUser takes only these keys; a new user is normal (type 0) unless said. */
export const userCreateBody = ({ userName, password, phone, type, description }: AnyRecord) => ({
  userName,
  password,
  phone,
  type: type ?? 0,
  description,
});
