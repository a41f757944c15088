/** Runtime errors captured in production builds (err, vm, info, url). */
import { createStore, useStore } from './createStore';

export interface ErrorLogEntry {
  err: { message: string; stack?: string };
  /** The component the error came from, when React knows it. */
  vm: string;
  info: string;
  url: string;
}

export const errorLogStore = createStore<ErrorLogEntry[]>([]);

/** The error log is on in production builds only. */
export const errorLogEnabled = (): boolean => import.meta.env.PROD;

export function addErrorLog(entry: ErrorLogEntry): void {
  if (!errorLogEnabled()) return;
  errorLogStore.set((current) => [...current, entry]);
}

export function clearErrorLog(): void {
  errorLogStore.set([]);
}

export function toErrorEntry(error: unknown, vm: string, info: string): ErrorLogEntry {
  const err =
    error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error ?? 'Error') };
  return { err, vm, info, url: window.location.href };
}

export const useErrorLog = (): ErrorLogEntry[] => useStore(errorLogStore);
