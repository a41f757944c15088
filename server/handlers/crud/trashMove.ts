/** The delete of a trash resource's record (`trash: true`): a move to its trash (trash.ts serves the trash). */
import type { ResourceSchema } from '../../../src/kernel/types';
import { notFound } from '../../refusal';
import type { ResourceRow, WriteOptions } from '../../resources/resourceStoreTypes';
import type { Store } from '../../store';

/** Moves the record to the trash: the moved record as a delete answers it, or the 40400. */
export async function movedToTrash(store: Store, schema: ResourceSchema, id: number, options: WriteOptions, shown: (row: ResourceRow) => ResourceRow): Promise<ResourceRow> {
  const moved = await (await store.resources.trash(schema)).moveIn(id, options);
  if (!moved) throw notFound(`No ${schema.name} record with this id`);
  return shown(moved);
}
