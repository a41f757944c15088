/**
 * Resource files published at run time through `/api/_resources/<name>`: kept by the
 * store, so that every server on one database serves the same set. Each write takes the next
 * revision of one store-wide counter, which only grows: `max(revision)` and the count change with
 * every put and remove, so one small query tells a server whether to read the set again.
 */

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
  put(file: Pick<PublishedFile, 'name' | 'body' | 'updatedBy'>, now?: number, maxFiles?: number): Promise<PublishedFile>;
  remove(name: string): Promise<boolean>;
  /** Removes every file (the store's reset); the revision counter keeps growing. */
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

export function createMemoryPublishedFiles(): PublishedFileStore {
  const files = new Map<string, PublishedFile>();
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
    async put({ name, body, updatedBy }, now = Date.now(), maxFiles = Number.POSITIVE_INFINITY) {
      if (!files.has(name) && files.size >= maxFiles) throw new NoRoomError(maxFiles);
      revision += 1;
      const file: PublishedFile = { name, body, updatedBy, updatedAt: now, revision };
      files.set(name, file);
      return { ...file };
    },
    remove: async (name) => files.delete(name),
    async clear() {
      files.clear();
    },
  };
}
