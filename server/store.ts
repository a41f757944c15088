/**
 * The store behind the handlers: one async interface (storage/storeTypes.ts) with two implementations,
 * in memory (storage/memoryStore.ts: the in-browser mock and unit tests) and SQL (sql/sqlStore.ts: the
 * Node server, SQLite by default or PostgreSQL). This module is the handlers' single entry.
 */
export type {
  NewRecord,
  RecordStore,
  SmsCodeRecord,
  Store,
  StoreKind,
  StoreSettings,
  StoredUpload,
  UserStore,
} from './storage/storeTypes';
export { DEFAULT_STORE_SETTINGS, DuplicateError, IdRangeError, MAX_RECORD_ID } from './storage/storeTypes';
export { createMemoryStore, type MemoryStore, type MemoryStoreOptions } from './storage/memoryStore';

/** Options of a memory store (kept name). */
export type { MemoryStoreOptions as StoreOptions } from './storage/memoryStore';
