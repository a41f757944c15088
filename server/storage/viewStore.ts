/**
 * Saved list views (kernel/http/views.ts) as every store keeps them: per owner and resource, a
 * name unique among the owner's views of that resource, at most one default per owner and resource.
 */
import type { ListViewState } from '../../src/kernel/http/views';

export interface StoredView {
  id: number;
  ownerId: number;
  resource: string;
  name: string;
  state: ListViewState;
  isDefault: boolean;
  sharedWith: string[];
}

export type ViewChange = Partial<Pick<StoredView, 'name' | 'state' | 'isDefault' | 'sharedWith'>>;

export interface ViewStore {
  /** The owner's views of the resource and those others shared with one of `roles`, in id order. */
  visibleTo(resource: string, ownerId: number, roles: readonly string[]): Promise<StoredView[]>;
  get(id: number): Promise<StoredView | undefined>;
  /** How many views the owner keeps of the resource. */
  countOf(ownerId: number, resource: string): Promise<number>;
  /**
   * Stores a new view; a default one clears the owner's other default of the resource (same
   * transaction). Throws DuplicateError when the owner has a view of that name for the resource.
   */
  insert(view: Omit<StoredView, 'id'>): Promise<StoredView>;
  /** As insert for the name and the default; undefined when there is no such view. */
  update(id: number, change: ViewChange): Promise<StoredView | undefined>;
  remove(id: number): Promise<boolean>;
}

export const sharedWithAny = (view: Pick<StoredView, 'sharedWith'>, roles: readonly string[]): boolean =>
  view.sharedWith.some((role) => roles.includes(role));

export const duplicateViewName = (name: string) => `You already have a view named "${name}" for this list: choose another name.`;
