/** Role sets and the small checks shared by the service handlers. */
import type { Identified, RecordStore } from '../storage/storeTypes';
import { errors } from '../envelope';
import { BAD_ID, toId, type Body } from '../parse';

export const ADMIN: readonly string[] = ['admin'];
export const STAFF: readonly string[] = ['admin', 'editor'];

/** A path id, or the '40001' answer naming the accepted range. */
export function idParam(value: string | undefined): number | Response {
  return toId(value) ?? errors.invalid(BAD_ID);
}

/** An edit: the stored record the body's `id` names, or the error answer to return. */
export async function editTarget<T extends Identified>(body: Body, records: Pick<RecordStore<T>, 'get'>, notFound: string): Promise<{ id: number; current: T } | Response> {
  if (body.id === undefined || body.id === null || body.id === '') return errors.invalid('id is required');
  const id = toId(body.id);
  if (id === undefined) return errors.invalid(BAD_ID);
  const current = await records.get(id);
  return current ? { id, current } : errors.notFound(notFound);
}

/** The '40900' answer when a collection is full, so that no list can grow without bound. */
export async function noRoomIn(records: { count(): Promise<number> }, max: number, what: string): Promise<Response | undefined> {
  return (await records.count()) >= max ? errors.full(`No room for more ${what}: at most ${max}.`) : undefined;
}
