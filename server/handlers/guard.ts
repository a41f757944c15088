/** Role sets and the small checks shared by the service handlers: each returns its value or throws the Refusal. */
import type { Identified, RecordStore } from '../storage/storeTypes';
import { full, invalid, notFound } from '../refusal';
import { BAD_ID, toId, type Body } from '../parse';

export const ADMIN: readonly string[] = ['admin'];
export const STAFF: readonly string[] = ['admin', 'editor'];

/** A path id; a '40001' naming the accepted range when it is none. */
export function idParam(value: string | undefined): number {
  const id = toId(value);
  if (id === undefined) throw invalid(BAD_ID);
  return id;
}

/** An edit: the stored record the body's `id` names (40001 without a valid id, 40400 when there is none). */
export async function editTarget<T extends Identified>(body: Body, records: Pick<RecordStore<T>, 'get'>, missing: string): Promise<{ id: number; current: T }> {
  if (body.id === undefined || body.id === null || body.id === '') throw invalid('id is required');
  const id = toId(body.id);
  if (id === undefined) throw invalid(BAD_ID);
  const current = await records.get(id);
  if (!current) throw notFound(missing);
  return { id, current };
}

/** The '40900' when a collection is full, so that no list can grow without bound. */
export async function noRoomIn(records: { count(): Promise<number> }, max: number, what: string): Promise<void> {
  if ((await records.count()) >= max) throw full(`No room for more ${what}: at most ${max}.`);
}
