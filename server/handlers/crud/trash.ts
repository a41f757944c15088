/**
 * The trash of a conventional resource with `trash: true`: DELETE /api/<name>/<id>
 * moves the record there (conventional.ts calls movedToTrash), and an admin works on it with
 *
 *   GET    /api/_trash/<name>?range=[0,9]      deleted records, newest first, + Content-Range
 *   POST   /api/_trash/<name>/<id>/restore     back in the list under its id (the restored record)
 *   DELETE /api/_trash/<name>/<id>             deleted for good
 *   DELETE /api/_trash/<name>?confirm=<name>   the whole trash deleted for good ({purged: n})
 *
 * Each listed record carries `_deletedAt` (ISO 8601) and `_deletedBy` (userName). A restore whose
 * unique value another record took meanwhile is refused (40900, naming the field) and changes
 * nothing; references of the restored record to records gone now are emptied (trashReferences.ts).
 */
import { contentRange } from '../../../src/kernel/format/convention';
import { canViewField } from '../../../src/kernel/access/permissions';
import { copySystemFields } from '../../resources/versions';
import { ENDPOINTS } from '../../../src/kernel/http/endpoints';
import type { ResourceSchema } from '../../../src/kernel/types';
import type { ApiRoute, Endpoints, SignedInContext } from '../../endpoint';
import { errors, fail, ok } from '../../envelope';
import { storedColumns } from '../../resources/columns';
import type { ResourceRow, ResourceTrash, TrashEntry } from '../../resources/resourceStoreTypes';
import { holdsRichText, sanitizedValue } from '../../richText';
import type { Store } from '../../store';
import { DuplicateError } from '../../storage/storeTypes';
import type { User } from '../../apiTypes';
import { ADMIN, idParam, noRoomIn } from '../guard';
import { MAX_CONVENTIONAL_RECORDS, type ConventionalOptions, type ConventionalResources } from './conventional';
import { json, MAX_PAGE_ROWS, rangeOf } from './listQuery';
import { existingIdsIn } from './references';
import { emptiedReferences } from './trashReferences';
import { writeOptionsOf } from '../../audit/writeOptions';

/** A record as the user may see it: the fields they may view, richText sanitised again. */
function shownTo(schema: ResourceSchema, user: User) {
  const visible = storedColumns(schema).filter((column) => canViewField(column.field, user.roles));
  return (record: ResourceRow): Record<string, unknown> => {
    const out: Record<string, unknown> = { id: record.id };
    for (const column of visible) {
      const value = record[column.source] ?? null;
      out[column.source] = holdsRichText(column.field) ? sanitizedValue(column.field, value) : value;
    }
    return copySystemFields(out as ResourceRow, record);
  };
}

/** A record of the trash as the user may see it, with when and by whom it was deleted. */
function listedFor(schema: ResourceSchema, user: User) {
  const shown = shownTo(schema, user);
  return ({ record, deletedAt, deletedBy }: TrashEntry) => ({ ...shown(record), _deletedAt: new Date(deletedAt).toISOString(), _deletedBy: deletedBy });
}

export function trashHandlers(store: Store, route: Endpoints, resources: ConventionalResources, options: ConventionalOptions = {}): ApiRoute[] {
  const existing = existingIdsIn(store, (name) => resources.find(name));

  /** The resource the path names when it keeps a trash, else the 40400. */
  const trashOf = async (name: string | undefined): Promise<{ schema: ResourceSchema; trash: ResourceTrash } | Response> => {
    const schema = name === undefined ? undefined : await resources.find(name);
    if (!schema) return errors.notFound(`No resource named ${JSON.stringify((name ?? '').slice(0, 64))}`);
    if (schema.trash !== true) return errors.notFound(`${schema.name} keeps no trash: its deletes are for good ("trash": true in its file keeps them)`);
    return { schema, trash: await store.resources.trash(schema) };
  };

  /** The trashed record the path names, else the 40001/40400. */
  const entryOf = async ({ params }: SignedInContext): Promise<{ schema: ResourceSchema; trash: ResourceTrash; id: number; entry: TrashEntry } | Response> => {
    const found = await trashOf(params.resource);
    if (found instanceof Response) return found;
    const id = idParam(params.id);
    if (id instanceof Response) return id;
    const entry = await found.trash.get(id);
    return entry ? { ...found, id, entry } : errors.notFound(`No ${found.schema.name} record ${id} in the trash`);
  };

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.trash, roles: ADMIN }, async ({ params, request, user }) => {
      const found = await trashOf(params.resource);
      if (found instanceof Response) return found;
      const raw = json('range', new URL(request.url).searchParams.get('range'));
      if (!raw.ok) return errors.invalid(raw.message);
      const range = rangeOf(found.schema, raw.value, MAX_PAGE_ROWS);
      if (!range.ok) return errors.invalid(range.message);
      const { entries, total } = await found.trash.page(range.value.offset, range.value.limit);
      const answer = ok(entries.map(listedFor(found.schema, user)));
      answer.headers.set('Content-Range', contentRange(found.schema.name, range.value.offset, entries.length, total));
      return answer;
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.trashRestore, roles: ADMIN, body: 'none' }, async (context) => {
      const found = await entryOf(context);
      if (found instanceof Response) return found;
      const { schema, trash, id, entry } = found;
      const records = await store.resources.open(schema);
      const full = await noRoomIn(records, options.maxRecords ?? MAX_CONVENTIONAL_RECORDS, `${schema.name} records`);
      if (full) return full;
      const columns = storedColumns(schema);
      try {
        const restored = await trash.restore(id, await emptiedReferences(existing, columns, entry.record), writeOptionsOf(context.request, context.user));
        if (!restored) return errors.notFound(`No ${schema.name} record ${id} in the trash`);
        return ok(shownTo(schema, context.user)(restored));
      } catch (error) {
        if (!(error instanceof DuplicateError)) throw error;
        const source = /^(\w+) already exists$/.exec(error.message)?.[1];
        const what = source ? `its ${source} ${JSON.stringify(entry.record[source])} is now held by another ${schema.name} record` : 'one of its unique values is now held by another record';
        return fail('40900', `Cannot restore: ${what}. Change that record first, or delete this one for good.`);
      }
    }),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.trashRecord, roles: ADMIN }, async (context) => {
      const found = await entryOf(context);
      if (found instanceof Response) return found;
      if (!(await found.trash.purge(found.id, writeOptionsOf(context.request, context.user)))) return errors.notFound(`No ${found.schema.name} record ${found.id} in the trash`);
      return ok(listedFor(found.schema, context.user)(found.entry));
    }),

    route.signedIn({ method: 'DELETE', path: ENDPOINTS.trash, roles: ADMIN }, async ({ params, request, user }) => {
      const found = await trashOf(params.resource);
      if (found instanceof Response) return found;
      if (new URL(request.url).searchParams.get('confirm') !== found.schema.name) {
        return errors.invalid(`To empty the trash for good, send confirm=${found.schema.name}`);
      }
      return ok({ purged: await found.trash.purgeAll(writeOptionsOf(request, user)) });
    }),
  ];
}
