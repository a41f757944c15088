/** Which list cells edit in place: the same rules as the edit form and the server's write check. */
import { describe, expect, it } from 'vitest';
import { inlineEditOffered, isCellEditable, ownRowsRule } from '../../../../src/crud/inline/editableCell';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../../src/kernel/types';
import { NO_STORED_PERMISSIONS } from '../../../../src/kernel/access/grants';

const fields: FieldSchema[] = [
  { source: 'title', type: 'text' },
  { source: 'price', type: 'number', max: 10 },
  { source: 'secretNote', type: 'text', roles: { edit: ['admin'] } },
  { source: 'hiddenNote', type: 'text', roles: { view: ['admin'] } },
  { source: 'fixed', type: 'text', inlineEdit: false },
  { source: 'code', type: 'text', edit: 'readonly' },
  { source: 'createdOnly', type: 'text', edit: false },
  { source: 'quota', type: 'number', disabledWhen: { field: 'locked', equals: true } },
  { source: 'reason', type: 'text', visibleWhen: { field: 'status', equals: 1 } },
  { source: 'body', type: 'richText' },
  { source: 'payload', type: 'json' },
  { source: 'ownerId', type: 'number' },
];

const schema: ResourceSchema = {
  name: 'thing',
  endpoints: { list: { method: 'GET', path: '/thing' }, update: { method: 'PUT', path: '/thing/{id}' } },
  list: { kind: 'client' },
  roles: ['admin', 'editor'],
  inlineEdit: true,
  fields,
};

const field = (source: string) => fields.find((candidate) => candidate.source === source) as FieldSchema;
const row: AnyRecord = { id: 1, title: 'A', locked: false, status: 0, ownerId: 7 };

const editable = (source: string, roles: string[], record: AnyRecord = row, target: ResourceSchema = schema) =>
  isCellEditable(target, field(source), record, { grantee: { roles, permissions: NO_STORED_PERMISSIONS }, offered: inlineEditOffered(target, { roles, permissions: NO_STORED_PERMISSIONS }), mayChange: ownRowsRule(target, { roles, permissions: NO_STORED_PERMISSIONS }, 7) });

describe('isCellEditable', () => {
  it('opens plain fields for a role that may update', () => {
    expect(editable('title', ['editor'])).toBe(true);
    expect(editable('price', ['editor'])).toBe(true);
  });

  it('follows field roles: the edit role, and the view role first', () => {
    expect(editable('secretNote', ['editor'])).toBe(false);
    expect(editable('secretNote', ['admin'])).toBe(true);
    expect(editable('hiddenNote', ['editor'])).toBe(false);
  });

  it("keeps out inlineEdit: false, edit: 'readonly' and edit: false", () => {
    expect(editable('fixed', ['admin'])).toBe(false);
    expect(editable('code', ['admin'])).toBe(false);
    expect(editable('createdOnly', ['admin'])).toBe(false);
  });

  it('reads disabledWhen and visibleWhen on the record', () => {
    expect(editable('quota', ['admin'])).toBe(true);
    expect(editable('quota', ['admin'], { ...row, locked: true })).toBe(false);
    expect(editable('reason', ['admin'])).toBe(false);
    expect(editable('reason', ['admin'], { ...row, status: 1 })).toBe(true);
  });

  it('leaves the big editors to the form', () => {
    expect(editable('body', ['admin'])).toBe(false);
    expect(editable('payload', ['admin'])).toBe(false);
  });

  it('needs inlineEdit on the resource, an update endpoint and the update operation', () => {
    expect(editable('title', ['admin'], row, { ...schema, inlineEdit: undefined })).toBe(false);
    expect(editable('title', ['admin'], row, { ...schema, endpoints: { list: schema.endpoints.list } })).toBe(false);
    expect(editable('title', ['editor'], row, { ...schema, access: { update: ['admin'] } })).toBe(false);
    expect(editable('title', ['guest'])).toBe(false);
  });

  it("on an owned resource, opens the user's own rows only (and never the owner field); admins change every row", () => {
    const owned: ResourceSchema = { ...schema, owner: { field: 'ownerId' } };
    expect(editable('title', ['editor'], row, owned)).toBe(true);
    expect(editable('title', ['editor'], { ...row, ownerId: 8 }, owned)).toBe(false);
    expect(editable('title', ['admin'], { ...row, ownerId: 8 }, owned)).toBe(true);
    expect(editable('ownerId', ['admin'], row, owned)).toBe(false);
  });
});
