/** What the resource file operations need of the served set (server/http/resourceFiles.ts). */
import type { ResourceSchema } from '../../src/kernel/types';
import type { DiskFile } from '../http/resourceFiles';

export interface ResourceCatalogue {
  diskFiles(): Promise<ReadonlyMap<string, DiskFile>>;
  /** The conventional resources served now. */
  all(): Promise<readonly ResourceSchema[]>;
  /** Reads the files again now. */
  reloadNow(): Promise<void>;
}

/** Without resource files (the browser mock): published files are kept, not served. */
export const storeOnlyCatalogue = (served: () => Promise<readonly ResourceSchema[]>): ResourceCatalogue => ({
  diskFiles: async () => new Map(),
  all: served,
  reloadNow: async () => undefined,
});
