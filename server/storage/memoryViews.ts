/** Saved list views in memory (the rules: storage/viewStore.ts). */
import { DuplicateError } from './storeTypes';
import { duplicateViewName, sharedWithAny, type StoredView, type ViewStore } from './viewStore';

export interface MemoryViews extends ViewStore {
  clear(): void;
  /** Drops a deleted user's views (the SQL stores' foreign key does it there). */
  removeOwner(ownerId: number): void;
}

export function createMemoryViews(): MemoryViews {
  const views = new Map<number, StoredView>();
  let lastId = 0;
  const copy = (view: StoredView): StoredView => structuredClone(view);
  const clash = (candidate: Omit<StoredView, 'id'>, exceptId?: number): boolean =>
    [...views.values()].some((other) => other.id !== exceptId && other.ownerId === candidate.ownerId && other.resource === candidate.resource && other.name === candidate.name);
  const clearDefault = (kept: StoredView) => {
    for (const other of views.values()) {
      if (other.id !== kept.id && other.ownerId === kept.ownerId && other.resource === kept.resource && other.isDefault) views.set(other.id, { ...other, isDefault: false });
    }
  };
  return {
    clear() {
      views.clear();
      lastId = 0;
    },
    removeOwner(ownerId) {
      for (const view of [...views.values()]) if (view.ownerId === ownerId) views.delete(view.id);
    },
    visibleTo: async (resource, ownerId, roles) =>
      [...views.values()].filter((view) => view.resource === resource && (view.ownerId === ownerId || sharedWithAny(view, roles))).map(copy),
    get: async (id) => {
      const view = views.get(id);
      return view && copy(view);
    },
    countOf: async (ownerId, resource) => [...views.values()].filter((view) => view.ownerId === ownerId && view.resource === resource).length,
    async insert(input) {
      if (clash(input)) throw new DuplicateError(duplicateViewName(input.name));
      lastId += 1;
      const view: StoredView = { ...structuredClone(input), id: lastId };
      views.set(view.id, view);
      if (view.isDefault) clearDefault(view);
      return copy(view);
    },
    async update(id, change) {
      const current = views.get(id);
      if (!current) return undefined;
      const next: StoredView = { ...current, ...structuredClone(change), id };
      if (clash(next, id)) throw new DuplicateError(duplicateViewName(next.name));
      views.set(id, next);
      if (next.isDefault) clearDefault(next);
      return copy(next);
    },
    remove: async (id) => views.delete(id),
  };
}
