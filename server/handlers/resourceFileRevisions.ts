/**
 * The kept revisions of published resource files, admin only (storage/publishedFileStore.ts):
 *
 *   GET  /api/_resources/_unpublished                           the newest revision of each file not published now
 *   GET  /api/_resources/<name>/revisions                       who published when, newest first
 *   GET  /api/_resources/<name>/revisions/<revision>            one revision, with its file
 *   POST /api/_resources/<name>/revisions/<revision>/rollback   publishes that revision's file again
 *
 * A rollback is a publish: the kept body goes to the very PUT handler (resourceFilesApi.ts), with
 * the caller's headers, so it meets every check and rule a publish meets and is audited as a rollback.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { MAX_FILE_REVISIONS, MAX_UNPUBLISHED_LISTED, type ResourceFileRevision, type UnpublishedFile } from '../../src/kernel/http/resourceFiles';
import { markRollback } from '../audit/publishAudit';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import { NAME_PATTERN } from '../resources/columns';
import type { PublishedRevisionInfo } from '../storage/publishedFileStore';
import type { Store } from '../store';
import { ADMIN } from './guard';

const MAX_REVISION = Number.MAX_SAFE_INTEGER;

const wireOf = ({ revision, publishedAt, publishedBy, rolledBackFrom }: PublishedRevisionInfo): ResourceFileRevision => ({
  revision,
  publishedAt: new Date(publishedAt).toISOString(),
  publishedBy,
  rolledBackFrom,
});

const nameParam = (raw: string | undefined): string | Response =>
  raw !== undefined && NAME_PATTERN.test(raw) ? raw : errors.invalid(`A resource name starts with a letter, then up to 63 letters, digits or _ (got ${JSON.stringify((raw ?? '').slice(0, 70))}).`);

function revisionParam(raw: string | undefined): number | Response {
  const revision = raw !== undefined && /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(revision) && revision >= 1 && revision <= MAX_REVISION ? revision : errors.invalid('A revision is a whole number from 1.');
}

/** `publishRoute` finds the PUT /api/_resources/<name> route (among every route, once they are all declared). */
export function resourceFileRevisionHandlers(store: Store, route: Endpoints, publishRoute: () => ApiRoute): ApiRoute[] {
  const admin = { roles: ADMIN };

  const target = async (params: Record<string, string>) => {
    const name = nameParam(params.name);
    if (name instanceof Response) return name;
    const revision = revisionParam(params.revision);
    if (revision instanceof Response) return revision;
    return (await store.resourceFiles.revision(name, revision)) ?? errors.notFound(`No revision ${revision} of the resource file ${name}`);
  };

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.unpublishedResourceFiles, ...admin }, async () => {
      const newest = await store.resourceFiles.unpublishedRevisions(MAX_UNPUBLISHED_LISTED);
      return ok(newest.map((info): UnpublishedFile => ({ name: info.name, revision: wireOf(info) })));
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFileRevisions, ...admin }, async ({ params }) => {
      const name = nameParam(params.name);
      if (name instanceof Response) return name;
      const revisions = await store.resourceFiles.revisions(name, MAX_FILE_REVISIONS);
      return revisions.length > 0 ? ok(revisions.map(wireOf)) : errors.notFound(`No revisions of a resource file named ${name}`);
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFileRevision, ...admin }, async ({ params }) => {
      const found = await target(params);
      if (found instanceof Response) return found;
      return ok({ ...wireOf(found), file: JSON.parse(found.body) as unknown });
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.resourceFileRollback, body: 'none', ...admin }, async ({ params, request }) => {
      const found = await target(params);
      if (found instanceof Response) return found;
      const headers = new Headers(request.headers);
      headers.set('Content-Type', 'application/json');
      headers.delete('Content-Length');
      const url = new URL(request.url);
      url.pathname = url.pathname.replace(/\/revisions\/[^/]+\/rollback$/, '');
      url.search = '';
      const put = new Request(url, { method: 'PUT', headers, body: found.body });
      markRollback(put, found.revision);
      return (await publishRoute().answer(put, { name: found.name })) ?? errors.notFound(`No resource file named ${found.name}`);
    }),
  ];
}

/** The PUT /api/_resources/<name> route among the resource file routes. */
export function publishRouteOf(routes: readonly ApiRoute[]): ApiRoute {
  const found = routes.find(({ spec }) => spec?.method === 'PUT' && spec.path === ENDPOINTS.resourceFile);
  if (!found) throw new Error(`PUT ${ENDPOINTS.resourceFile} is not declared`);
  return found;
}
