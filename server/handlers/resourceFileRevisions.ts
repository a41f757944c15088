/**
 * The kept revisions of published resource files, admin only (storage/publishedFileStore.ts):
 *
 *   GET  /api/_resources/_unpublished                           the newest revision of each file not published now
 *   GET  /api/_resources/<name>/revisions                       who published when, newest first
 *   GET  /api/_resources/<name>/revisions/<revision>            one revision, with its file
 *   POST /api/_resources/<name>/revisions/<revision>/rollback   publishes that revision's file again
 *
 * A rollback is a publish: the kept body goes to the publish operation (operations/publish.ts), so it
 * meets every check and rule a publish meets and is audited as a rollback.
 */
import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import { MAX_FILE_REVISIONS, MAX_UNPUBLISHED_LISTED, type ResourceFileRevision, type UnpublishedFile } from '../../src/kernel/http/resourceFiles';
import { writeOptionsOf } from '../audit/writeOptions';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import type { Body } from '../parse';
import { invalid, notFound, Refusal } from '../refusal';
import type { ResourceCatalogue } from '../operations/catalogue';
import { publishFile } from '../operations/publish';
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

function nameParam(raw: string | undefined): string {
  if (raw !== undefined && NAME_PATTERN.test(raw)) return raw;
  throw invalid(`A resource name starts with a letter, then up to 63 letters, digits or _ (got ${JSON.stringify((raw ?? '').slice(0, 70))}).`);
}

function revisionParam(raw: string | undefined): number {
  const revision = raw !== undefined && /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(revision) && revision >= 1 && revision <= MAX_REVISION) return revision;
  throw invalid('A revision is a whole number from 1.');
}

/** `catalogue`: the served set a rollback publishes into. */
export function resourceFileRevisionHandlers(store: Store, route: Endpoints, catalogue: ResourceCatalogue): ApiRoute[] {
  const admin = { roles: ADMIN };

  const target = async (params: Record<string, string>) => {
    const name = nameParam(params.name);
    const revision = revisionParam(params.revision);
    const found = await store.resourceFiles.revision(name, revision);
    if (!found) throw notFound(`No revision ${revision} of the resource file ${name}`);
    return found;
  };

  return [
    route.signedIn({ method: 'GET', path: ENDPOINTS.unpublishedResourceFiles, ...admin }, async () => {
      const newest = await store.resourceFiles.unpublishedRevisions(MAX_UNPUBLISHED_LISTED);
      return ok(newest.map((info): UnpublishedFile => ({ name: info.name, revision: wireOf(info) })));
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFileRevisions, ...admin }, async ({ params }) => {
      const name = nameParam(params.name);
      const revisions = await store.resourceFiles.revisions(name, MAX_FILE_REVISIONS);
      return revisions.length > 0 ? ok(revisions.map(wireOf)) : errors.notFound(`No revisions of a resource file named ${name}`);
    }),

    route.signedIn({ method: 'GET', path: ENDPOINTS.resourceFileRevision, ...admin }, async ({ params }) => {
      const found = await target(params);
      return ok({ ...wireOf(found), file: JSON.parse(found.body) as unknown });
    }),

    route.signedIn({ method: 'POST', path: ENDPOINTS.resourceFileRollback, body: 'none', ...admin }, async ({ params, request, user }) => {
      const found = await target(params);
      const body: unknown = JSON.parse(found.body);
      // Kept as published, so an object; the check a PUT's body meets, should one not be.
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refusal('40000', 'The request body must be a JSON object');
      return ok(await publishFile(store, catalogue, { name: found.name, body: body as Body, user, write: writeOptionsOf(request, user), rolledBackFrom: found.revision }));
    }),
  ];
}
