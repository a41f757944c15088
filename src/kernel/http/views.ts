/**
 * Saved list views: a named state of a generated list, per user, kept by the server
 * (`/api/_views/<resource>`), so it survives a new browser. One of a user's views may be their
 * default for the resource; an admin may share a view with roles (those users see it, read-only).
 */
export const VIEW_NAME_MAX = 60;
/** Most views one user keeps per resource. */
export const VIEWS_PER_USER_MAX = 50;
/** Largest JSON text of a view's state. */
export const VIEW_STATE_MAX_BYTES = 8 * 1024;

export const viewsPath = (resource: string) => `/_views/${resource}`;
export const viewPath = (resource: string, id: number) => `/_views/${resource}/${id}`;

export interface ListViewState {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** Sources of the shown columns, in their order. */
  columns: string[];
}

export interface ListView {
  id: number;
  resource: string;
  name: string;
  state: ListViewState;
  /** The owner's default view of this resource. */
  isDefault: boolean;
  /** Roles it is shared with (admin only sets them). */
  sharedWith: string[];
  /** The user who saved it. */
  ownerId: number;
  /** Whether the signed-in user may change or delete it (its owner, or an admin). */
  mine: boolean;
}

/** The body of a new or changed view. */
export interface ListViewInput {
  name: string;
  state: ListViewState;
  isDefault?: boolean;
  sharedWith?: string[];
}
