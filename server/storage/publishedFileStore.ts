/**
 * Resource files published at run time through `/api/_resources/<name>`: kept by the
 * store, so that every server on one database serves the same set. Each write takes the next
 * revision of one store-wide counter, which only grows: `max(revision)` and the count change with
 * every put and remove, so one small query tells a server whether to read the set again.
 * Every put also keeps its revision (who, when, the body) beside the file, at most
 * MAX_FILE_REVISIONS per name (the oldest go first); a remove keeps them, so an unpublished file
 * can be published again from its history. A write's audit entry is written with it (the same
 * transaction on SQL, the same tick in memory).
 */
import { MAX_FILE_REVISIONS } from '../../src/kernel/http/resourceFiles';
import type { MemoryAuditLog } from './memoryAudit';
import type { NewAuditEntry } from './auditStore';

export interface PublishedFile {
  /** The resource's name (the file's `name`), the key. */
  name: string;
  /** The file as JSON text. */
  body: string;
  /** ms since the epoch. */
  updatedAt: number;
  /** userName of whoever published it. */
  updatedBy: string;
  /** Store-wide, growing with every write. */
  revision: number;
}

export type PublishedFileInfo = Omit<PublishedFile, 'body'>;

/** One kept publish of a file. */
export interface PublishedFileRevision {
  name: string;
  /** The store-wide revision the put took. */
  revision: number;
  body: string;
  /** ms since the epoch. */
  publishedAt: number;
  publishedBy: string;
  /** The revision whose body this put published again (a rollback); null for a plain publish. */
  rolledBackFrom: number | null;
}

export type PublishedRevisionInfo = Omit<PublishedFileRevision, 'body'>;

export interface PutOptions {
  /** A rollback: the revision whose body is published again. */
  rolledBackFrom?: number;
  /** The audit entry of the put, given the file written and the revision it replaced (none for a new name). */
  audit?: (saved: PublishedFile, previous: number | undefined) => NewAuditEntry;
}

export interface PublishedFileStore {
  /** Changes with every put and remove: `<max revision>:<count>`. */
  signature(): Promise<string>;
  count(): Promise<number>;
  /** Every file without its body, in name order. */
  list(): Promise<PublishedFileInfo[]>;
  /** Every file with its body, in name order. */
  all(): Promise<PublishedFile[]>;
  get(name: string): Promise<PublishedFile | undefined>;
  /**
   * Creates or replaces the file of that name, with the next revision. A new name when `maxFiles`
   * files are stored already throws NoRoomError: checked with the write, so that servers
   * publishing at the same moment cannot go over the limit together.
   */
  put(file: Pick<PublishedFile, 'name' | 'body' | 'updatedBy'>, now?: number, maxFiles?: number, options?: PutOptions): Promise<PublishedFile>;
  /** Stops serving the file; its revisions stay. `audit` is given the revision removed. */
  remove(name: string, audit?: (removed: PublishedFileInfo) => NewAuditEntry): Promise<boolean>;
  /** The kept revisions of a name, newest first, at most `limit`. */
  revisions(name: string, limit: number): Promise<PublishedRevisionInfo[]>;
  revision(name: string, revision: number): Promise<PublishedFileRevision | undefined>;
  /** The newest kept revision of each name no file of which is published now, in name order, at most `limit`. */
  unpublishedRevisions(limit: number): Promise<PublishedRevisionInfo[]>;
  /** Removes every file and revision (the store's reset); the revision counter keeps growing. */
  clear(): Promise<void>;
}

export class NoRoomError extends Error {
  constructor(readonly maxFiles: number) {
    super(`No room for another resource file: at most ${maxFiles}`);
    this.name = 'NoRoomError';
  }
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export const infoOf = ({ body: _body, ...info }: PublishedFile): PublishedFileInfo => info;

const revisionInfoOf = ({ body: _body, ...info }: PublishedFileRevision): PublishedRevisionInfo => info;

/** `audit` receives the writes' entries (the memory store's log); none in tests of the files alone. */
export function createMemoryPublishedFiles(audit?: Pick<MemoryAuditLog, 'append'>): PublishedFileStore {
  const files = new Map<string, PublishedFile>();
  /** Per name, oldest first. */
  const kept = new Map<string, PublishedFileRevision[]>();
  let revision = 0;
  const sorted = () => [...files.values()].sort(byName);
  return {
    signature: async () => `${Math.max(0, ...[...files.values()].map((file) => file.revision))}:${files.size}`,
    count: async () => files.size,
    list: async () => sorted().map(infoOf),
    all: async () => sorted().map((file) => ({ ...file })),
    get: async (name) => {
      const file = files.get(name);
      return file && { ...file };
    },
    async put({ name, body, updatedBy }, now = Date.now(), maxFiles = Number.POSITIVE_INFINITY, options = {}) {
      if (!files.has(name) && files.size >= maxFiles) throw new NoRoomError(maxFiles);
      revision += 1;
      const file: PublishedFile = { name, body, updatedBy, updatedAt: now, revision };
      // The entry first: a builder that throws leaves nothing written, as the SQL transaction does.
      const entry = options.audit?.({ ...file }, files.get(name)?.revision);
      files.set(name, file);
      const history = kept.get(name) ?? [];
      history.push({ name, revision, body, publishedAt: now, publishedBy: updatedBy, rolledBackFrom: options.rolledBackFrom ?? null });
      kept.set(name, history.slice(-MAX_FILE_REVISIONS));
      if (entry) audit?.append([entry]);
      return { ...file };
    },
    async remove(name, entry) {
      const file = files.get(name);
      if (!file) return false;
      const written = entry?.(infoOf(file));
      files.delete(name);
      if (written) audit?.append([written]);
      return true;
    },
    revisions: async (name, limit) => (kept.get(name) ?? []).slice(-limit).reverse().map(revisionInfoOf),
    async revision(name, wanted) {
      const found = kept.get(name)?.find((candidate) => candidate.revision === wanted);
      return found && { ...found };
    },
    unpublishedRevisions: async (limit) =>
      [...kept.entries()]
        .filter(([name, history]) => !files.has(name) && history.length > 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, limit)
        .map(([, history]) => revisionInfoOf(history[history.length - 1] as PublishedFileRevision)),
    async clear() {
      files.clear();
      kept.clear();
    },
  };
}
