/**
 * The audit log's endpoints (kernel/http/audit.ts):
 *
 *   GET /api/_audit?actor&resource&action&from&to&sort&range   every entry (admin only)
 *   GET /api/_history/<resource>/<id>?range                     one record's entries, newest first
 *
 * Who may read a record may read its history, minus the fields their roles may not view; a
 * resource with `history: false` has none (40400). Pages answer Content-Range as the lists do.
 */
import { canDo, canViewField, reaches, seesAllRows } from '../../src/kernel/access/permissions';
import type { Grantee } from '../../src/kernel/access/grants';
import { contentRange } from '../../src/kernel/format/convention';
import type { AuditEntry } from '../../src/kernel/http/audit';
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { findResource } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import { auditQuery, pageQuery } from '../audit/query';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, fail, ok } from '../envelope';
import type { StoredAuditEntry } from '../storage/auditStore';
import type { Store } from '../store';
import type { ConventionalResources } from './crud/conventional';
import { ADMIN, idParam } from './guard';

const wireOf = (entry: StoredAuditEntry): AuditEntry => ({ ...entry, at: new Date(entry.at).toISOString() });

const paged = (name: string, offset: number, rows: readonly AuditEntry[], total: number): Response => {
  const answer = ok(rows);
  answer.headers.set('Content-Range', contentRange(name, offset, rows.length, total));
  return answer;
};

/** The entry without the fields this user may not view. */
export const visibleTo = (schema: ResourceSchema, user: Grantee) => {
  const hidden = new Set(schema.fields.filter((field) => !canViewField(schema, field, user)).map((field) => field.source));
  return <E extends Pick<AuditEntry, 'changes'>>(entry: E): E => (hidden.size === 0 ? entry : { ...entry, changes: Object.fromEntries(Object.entries(entry.changes).filter(([source]) => !hidden.has(source))) });
};

export function auditHandlers(store: Store, route: Endpoints, conventional: ConventionalResources): ApiRoute[] {
  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.audit, roles: ADMIN }, async ({ request }) => {
      const query = auditQuery(new URL(request.url).searchParams);
      if (!query.ok) return errors.invalid(query.message);
      const { rows, total } = await store.audit.list(query.value);
      return paged('audit', query.value.offset, rows.map(wireOf), total);
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.history }, async ({ request, params, user }) => {
      const name = params.resource ?? '';
      const schema = (await conventional.find(name)) ?? findResource(name);
      if (!schema) return errors.notFound(`No resource named ${JSON.stringify(name.slice(0, 64))}`);
      if (schema.history === false) return errors.notFound(`${schema.name} keeps no history (its resource file says "history": false)`);
      if (!canDo(schema, 'read', user)) return fail('40300', `No permission: you may not read ${schema.name}, so not its history either.`, 403);
      const id = idParam(params.id);
      if (!seesAllRows(schema, user)) {
        // A conventional record the user's rows rule does not reach has no history for them (as if it did not exist).
        const row = (await conventional.find(schema.name)) ? await (await store.resources.open(schema)).get(id) : undefined;
        if (!row || !reaches(schema, 'read', user, row, user.id)) return errors.notFound(`No ${schema.name} record with this id`);
      }
      const page = pageQuery(new URL(request.url).searchParams);
      if (!page.ok) return errors.invalid(page.message);
      const { rows, total } = await store.audit.list({ resource: schema.name, recordId: String(id), order: 'DESC', ...page.value });
      return paged('history', page.value.offset, rows.map(wireOf).map(visibleTo(schema, user)), total);
    }),
  ];
}
