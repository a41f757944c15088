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
