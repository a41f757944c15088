/** The wire shape of /api/_resources: shared by the server that answers it and the Schema lab that reads it. */

/** One entry of `GET /api/_resources`, and the answer of a `PUT`. */
export interface ResourceFileEntry {
  name: string;
  source: 'disk' | 'published';
  /** The disk file's path under the static root; `published:<name>` for a published one. */
  file: string;
  /** ISO 8601; null for a disk file. */
  updatedAt: string | null;
  /** userName of the publisher; null for a disk file. */
  updatedBy: string | null;
  /** Store-wide revision of the last write; null for a disk file. */
  revision: number | null;
  /** Whether the server serves its API now (false: refused, or not conventional). */
  served: boolean;
}

/** Revisions kept per published file: a publish beyond this drops the oldest. */
export const MAX_FILE_REVISIONS = 100;

/** Most files `GET /api/_resources/_unpublished` lists. */
export const MAX_UNPUBLISHED_LISTED = 200;

/** One entry of `GET /api/_resources/_unpublished`: a file's newest revision. */
export interface UnpublishedFile {
  name: string;
  revision: ResourceFileRevision;
}

/** One entry of `GET /api/_resources/<name>/revisions` (newest first). */
export interface ResourceFileRevision {
  /** The store-wide revision the publish took. */
  revision: number;
  /** ISO 8601. */
  publishedAt: string;
  /** userName of the publisher. */
  publishedBy: string;
  /** The revision this one rolled back to; null for a plain publish. */
  rolledBackFrom: number | null;
}

export const resourceFileRevisionsPath = (name: string) => `/_resources/${encodeURIComponent(name)}/revisions`;
export const resourceFileRevisionPath = (name: string, revision: number) => `${resourceFileRevisionsPath(name)}/${revision}`;
export const resourceFileRollbackPath = (name: string, revision: number) => `${resourceFileRevisionPath(name, revision)}/rollback`;
