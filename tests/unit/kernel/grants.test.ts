/**
 * The one evaluation of permissions (src/kernel/access/grants.ts): defaults from the resource file
 * per role (admin everything, the seeded roles as the file says, any other role only what the file
 * names it for), stored rules replacing them, and several roles uniting.
 */
import { describe, expect, it } from 'vitest';
import { defaultPermissions, grantsOf, NO_STORED_PERMISSIONS, reachesRow, type GrantSchema, type StoredPermissions } from '../../../src/kernel/access/grants';
import { canDo, canEditField, canViewField, changesAllRows, reaches, seesAllRows } from '../../../src/kernel/access/permissions';
import { NOTHING, type ResourcePermissions } from '../../../src/kernel/access/rolePermissions';
import type { FieldSchema } from '../../../src/kernel/types';

const field = (source: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({ source, type: 'text', ...extra }) as FieldSchema;

const desk: GrantSchema = {
  name: 'desk',
  roles: ['admin', 'editor', 'visitor', 'support'],
  access: { delete: ['admin'], export: ['admin', 'support'] },
  owner: { field: 'ownerId' },
  fields: [field('subject'), field('reason'), field('secret', { roles: { view: ['admin'] } }), field('budget', { roles: { edit: ['admin'] } }), field('ownerId')],
};
const open: GrantSchema = { name: 'open', fields: [field('title')] };

const who = (roles: string[], permissions: StoredPermissions = NO_STORED_PERMISSIONS) => ({ roles, permissions });

describe('defaults', () => {
  it('gives admin everything, whatever is stored', () => {
    const stored: StoredPermissions = { admin: { desk: NOTHING } };
    for (const operation of ['read', 'create', 'update', 'delete', 'export'] as const) expect(canDo(desk, operation, who(['admin'], stored))).toBe(true);
    expect(canViewField(desk, field('secret'), who(['admin']))).toBe(true);
    expect(seesAllRows(desk, who(['admin']))).toBe(true);
  });

  it("gives the seeded roles what the file says: roles, access, owner and field roles", () => {
    expect(defaultPermissions(desk, 'editor')).toEqual({
      read: { fields: ['subject', 'reason', 'budget', 'ownerId'] },
      create: { fields: ['subject', 'reason', 'ownerId'] },
      update: { fields: ['subject', 'reason', 'ownerId'], rows: 'own' },
      delete: false,
      export: false,
    });
    expect(canDo(open, 'read', who(['visitor']))).toBe(true);
    expect(canEditField(desk, field('budget'), who(['editor']))).toBe(false);
    expect(canViewField(desk, field('budget'), who(['editor']))).toBe(true);
    expect(changesAllRows(desk, who(['editor']))).toBe(false);
    expect(seesAllRows(desk, who(['editor']))).toBe(true);
  });

  it('denies any other role by default, but for what the file names it for', () => {
    expect(defaultPermissions(open, 'support')).toEqual(NOTHING);
    expect(canDo(open, 'read', who(['support']))).toBe(false);
    // desk names support in roles and in access.export.
    expect(defaultPermissions(desk, 'support')).toMatchObject({ read: { fields: ['subject', 'reason', 'budget', 'ownerId'] }, delete: false, export: { fields: ['subject', 'reason', 'budget', 'ownerId'] } });
    expect(defaultPermissions({ ...open, access: { read: ['support'] } }, 'support')).toEqual({ ...NOTHING, read: true });
  });
});

describe('stored rules', () => {
  const rules: ResourcePermissions = {
    read: { fields: ['subject', 'reason'], rows: { field: 'reason', equals: 'spam' } },
    create: { fields: ['subject'], presets: { reason: 'other' } },
    update: { fields: ['reason', 'secret'] },
    delete: false,
    export: { fields: ['subject', 'secret'] },
  };
  const stored: StoredPermissions = { support: { desk: rules } };

  it('replace the default of the role: fields, rows and presets', () => {
    const grants = grantsOf(desk, who(['support'], stored));
    expect(grants.delete).toBe(false);
    expect(canViewField(desk, field('secret'), who(['support'], stored))).toBe(false);
    // A field one may not read cannot be changed, nor exported.
    expect(canEditField(desk, field('secret'), who(['support'], stored))).toBe(false);
    expect(canEditField(desk, field('reason'), who(['support'], stored))).toBe(true);
    expect(grants.export !== false && [...(grants.export.fields as Set<string>)]).toEqual(['subject']);
    expect(grants.create !== false && grants.create.presets).toEqual({ reason: 'other' });
    expect(reaches(desk, 'read', who(['support'], stored), { reason: 'spam' }, 1)).toBe(true);
    expect(reaches(desk, 'read', who(['support'], stored), { reason: 'fraud' }, 1)).toBe(false);
    expect(seesAllRows(desk, who(['support'], stored))).toBe(false);
  });

  it('narrow a seeded role too, and leave the other roles as they were', () => {
    const narrowed: StoredPermissions = { editor: { desk: { ...NOTHING, read: { fields: ['subject'] } } } };
    expect(canDo(desk, 'create', who(['editor'], narrowed))).toBe(false);
    expect(canViewField(desk, field('reason'), who(['editor'], narrowed))).toBe(false);
    expect(canDo(desk, 'create', who(['visitor'], narrowed))).toBe(true);
  });
});

describe('several roles', () => {
  const stored: StoredPermissions = {
    support: { desk: { read: { fields: ['subject'], rows: 'own' }, create: { fields: ['subject'], presets: { reason: 'spam', subject: 'x' } }, update: false, delete: false, export: false } },
    auditor: { desk: { read: { fields: ['reason'], rows: { field: 'reason', in: ['fraud'] } }, create: { presets: { reason: 'spam' } }, update: false, delete: { rows: 'own' }, export: false } },
  };
  const both = who(['support', 'auditor'], stored);

  it('allow an operation when one role allows it, and unite the fields', () => {
    expect(canDo(desk, 'delete', both)).toBe(true);
    expect(canDo(desk, 'update', both)).toBe(false);
    expect(canViewField(desk, field('subject'), both)).toBe(true);
    expect(canViewField(desk, field('reason'), both)).toBe(true);
    expect(canViewField(desk, field('secret'), both)).toBe(false);
  });

  it("reach a record when one allowing role's rows rule reaches it", () => {
    const read = grantsOf(desk, both).read;
    if (read === false) throw new Error('read is allowed');
    expect(reachesRow(read.rows, { ownerId: 7, reason: 'spam' }, 7, 'ownerId')).toBe(true);
    expect(reachesRow(read.rows, { ownerId: 8, reason: 'fraud' }, 7, 'ownerId')).toBe(true);
    expect(reachesRow(read.rows, { ownerId: 8, reason: 'spam' }, 7, 'ownerId')).toBe(false);
  });

  it('keep only the presets every allowing role sets to the same value', () => {
    const create = grantsOf(desk, both).create;
    expect(create !== false && create.presets).toEqual({ reason: 'spam' });
    const withFree = who(['support', 'editor'], stored);
    const free = grantsOf(desk, withFree).create;
    expect(free !== false && free.presets).toEqual({});
  });

  it('give admin everything whatever else the user holds', () => {
    expect(canViewField(desk, field('secret'), who(['support', 'admin'], stored))).toBe(true);
  });
});

describe('no role known', () => {
  it('gets what the file opens to every signed-in user, and nothing a role is named for', () => {
    expect(canDo(open, 'read', who([]))).toBe(true);
    expect(canDo(desk, 'read', who([]))).toBe(false);
    expect(canViewField(open, field('title'), who([]))).toBe(true);
  });
});
