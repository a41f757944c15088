/** The delete of a trash resource's record (`trash: true`): a move to its trash (trash.ts serves the trash). */
import type { ResourceSchema } from '../../../src/kernel/types';
import { errors, ok } from '../../envelope';
import type { ResourceRow, WriteOptions } from '../../resources/resourceStoreTypes';
import type { Store } from '../../store';

/** Moves the record to the trash; the answer is the moved record, as a delete's. */
export async function movedToTrash(store: Store, schema: ResourceSchema, id: number, options: WriteOptions, shown: (row: ResourceRow) => ResourceRow): Promise<Response> {
  const moved = await (await store.resources.trash(schema)).moveIn(id, options);
  return moved ? ok(shown(moved)) : errors.notFound(`No ${schema.name} record with this id`);
}
