/**
 * The stores a test can run on: memory always, SQLite in a temporary folder always, PostgreSQL
 * when the run has one (tests/setup/postgres.ts, or TEST_POSTGRES_URL): each store gets its
 * own database, dropped afterwards, so test files can run side by side.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { throwAwayDatabase } from '../../../scripts/throwAwayDatabase';
import { createPbkdf2Hasher } from '../../../server/passwords';
import { openDatabase, type DatabaseTarget } from '../../../server/sql/connect';
import { createSqlStore } from '../../../server/sql/sqlStore';
import { createMemoryStore } from '../../../server/storage/memoryStore';
import type { Store, StoreKind, StoreSettings, StoredUpload } from '../../../server/storage/storeTypes';

/** The throw-away PostgreSQL of this run (tests/setup/postgres.ts), or '' when there is none. */
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL || providedPostgresUrl();

function providedPostgresUrl(): string {
  try {
    return inject('testPostgresUrl') ?? '';
  } catch {
    return ''; // outside a Vitest worker
  }
}

/** Cheap hashes for tests (the servers use scrypt; PBKDF2 rounds are part of each hash). */
export const TEST_PASSWORDS = createPbkdf2Hasher(1000);

/** A place for one store's data that can be opened again (durability) and removed. */
export interface TestLocation {
  target: DatabaseTarget;
  remove(): Promise<void>;
}

export async function sqliteLocation(): Promise<TestLocation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-store-'));
  return {
    target: { dialect: 'sqlite', dataDir, location: join(dataDir, 'sms-admin.db') },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresLocation(): Promise<TestLocation> {
  if (!POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set');
  const database = await throwAwayDatabase(POSTGRES_URL, 'sms_test');
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-store-'));
  return {
    target: { dialect: 'postgres', dataDir, location: database.url },
    async remove() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestStore {
  store: Store;
  location?: TestLocation;
  /** Closes the store and deletes its data. */
  dispose(): Promise<void>;
}

export async function createTestStore(kind: StoreKind, settings: Partial<StoreSettings> = {}): Promise<TestStore> {
  const options = { ...settings, passwords: TEST_PASSWORDS };
  if (kind === 'memory') {
    const store = createMemoryStore(options);
    return { store, dispose: () => store.close() };
  }
  const location = kind === 'sqlite' ? await sqliteLocation() : await postgresLocation();
  const store = await createSqlStore(openDatabase(location.target), options);
  return {
    store,
    location,
    async dispose() {
      await store.close();
      await location.remove();
    },
  };
}

/** The store the API contract suite runs on (tests/unit/server/client.ts): TEST_STORE, default memory. */
export const TEST_STORE: StoreKind = ((): StoreKind => {
  const kind = process.env.TEST_STORE ?? 'memory';
  if (kind === 'memory' || kind === 'sqlite' || kind === 'postgres') return kind;
  throw new Error(`TEST_STORE must be memory, sqlite or postgres (got "${kind}")`);
})();

/** The store kinds available here: memory and SQLite, plus PostgreSQL when a server is given. */
export const STORE_KINDS: readonly StoreKind[] = POSTGRES_URL ? ['memory', 'sqlite', 'postgres'] : ['memory', 'sqlite'];

/** An upload of `bytes` by `ownerId`, as the stores keep it. */
export const testUpload = (id: string, ownerId: number, bytes: number[]): StoredUpload => ({
  id,
  name: `${id}.png`,
  type: 'image/png',
  size: bytes.length,
  bytes: new Uint8Array(bytes),
  ownerId,
  createdAt: 1_700_000_000_000,
});
