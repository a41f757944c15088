/**
 * The check of a saved view's body (kernel/http/views.ts): the name, the state's shape and size,
 * and that its columns and sort name fields of the resource the user may view.
 */
import { canViewField } from '../../src/kernel/access/permissions';
import type { Grantee } from '../../src/kernel/access/grants';
import { VIEW_NAME_MAX, VIEW_STATE_MAX_BYTES, type ListViewState } from '../../src/kernel/http/views';
import type { ResourceSchema } from '../../src/kernel/types';
import type { Body } from '../parse';

/** Largest rows per page a view may keep (the pager offers far fewer). */
export const VIEW_PER_PAGE_MAX = 1000;
/** Most roles one view is shared with. */
export const VIEW_SHARED_ROLES_MAX = 20;
const ROLE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

export function checkViewName(value: unknown): Checked<string> {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < 1 || name.length > VIEW_NAME_MAX) return refuse(`name must be 1 to ${VIEW_NAME_MAX} characters`);
  return { ok: true, value: name };
}

export function checkViewState(value: unknown, schema: ResourceSchema, grantee: Grantee): Checked<ListViewState> {
  if (!isPlainObject(value)) return refuse('state must be an object with filter, sort, perPage and columns');
  if (new TextEncoder().encode(JSON.stringify(value)).length > VIEW_STATE_MAX_BYTES) {
    return refuse(`state is too large: at most ${VIEW_STATE_MAX_BYTES} bytes of JSON`);
  }
  const viewable = new Set(schema.fields.filter((field) => canViewField(schema, field, grantee)).map((field) => field.source));
  const { filter, sort, perPage, columns } = value;
  if (!isPlainObject(filter)) return refuse('state.filter must be an object');
  if (!isPlainObject(sort) || typeof sort.field !== 'string' || (sort.order !== 'ASC' && sort.order !== 'DESC')) {
    return refuse("state.sort must be { field, order: 'ASC' | 'DESC' }");
  }
  if (sort.field !== '' && sort.field !== 'id' && !viewable.has(sort.field)) return refuse(`state.sort.field "${sort.field}" is not a field of ${schema.name} you may view`);
  if (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage < 1 || perPage > VIEW_PER_PAGE_MAX) {
    return refuse(`state.perPage must be a whole number from 1 to ${VIEW_PER_PAGE_MAX}`);
  }
  if (!Array.isArray(columns) || columns.some((column) => typeof column !== 'string')) return refuse('state.columns must be a list of field sources');
  const names = columns as string[];
  const unknown = names.find((column) => !viewable.has(column));
  if (unknown !== undefined) return refuse(`state.columns: "${unknown}" is not a field of ${schema.name} you may view`);
  if (new Set(names).size !== names.length) return refuse('state.columns names a field twice');
  return { ok: true, value: { filter, sort: { field: sort.field, order: sort.order }, perPage, columns: names } };
}

export function checkSharedWith(value: unknown): Checked<string[]> {
  if (!Array.isArray(value) || value.some((role) => typeof role !== 'string' || !ROLE_PATTERN.test(role))) {
    return refuse('sharedWith must be a list of role names');
  }
  const roles = [...new Set(value as string[])];
  if (roles.length > VIEW_SHARED_ROLES_MAX) return refuse(`sharedWith names at most ${VIEW_SHARED_ROLES_MAX} roles`);
  return { ok: true, value: roles };
}

export interface ViewBody {
  name?: string;
  state?: ListViewState;
  isDefault?: boolean;
  sharedWith?: string[];
}

/** A new view's body (name and state required) or a change (`partial`: only what is sent). */
export function checkViewBody(body: Body, schema: ResourceSchema, grantee: Grantee, partial: boolean): Checked<ViewBody> {
  const out: ViewBody = {};
  if (!partial || body.name !== undefined) {
    const name = checkViewName(body.name);
    if (!name.ok) return name;
    out.name = name.value;
  }
  if (!partial || body.state !== undefined) {
    const state = checkViewState(body.state, schema, grantee);
    if (!state.ok) return state;
    out.state = state.value;
  }
  if (body.isDefault !== undefined) {
    if (typeof body.isDefault !== 'boolean') return refuse('isDefault must be true or false');
    out.isDefault = body.isDefault;
  }
  if (body.sharedWith !== undefined) {
    const shared = checkSharedWith(body.sharedWith);
    if (!shared.ok) return shared;
    out.sharedWith = shared.value;
  }
  return { ok: true, value: out };
}
