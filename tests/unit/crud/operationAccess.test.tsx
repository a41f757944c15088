/**
 * A resource's `access` (roles per operation): the console offers only what the server would let
 * the user do (the server's side: tests/security/resourceRules.test.ts).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../../src/kernel/types';
import { findTable, gizmo, renderEngine, rowOf, setupEngineApi } from './engineFixture';

setupEngineApi();

const guarded: ResourceSchema = { ...gizmo, roles: ['editor', 'clerk'], access: { create: ['clerk'], update: ['clerk'], delete: ['admin'], export: ['admin'] } };

describe('roles per operation in the list page', () => {
  it('an editor without create, update, delete and export rights gets none of their buttons', async () => {
    renderEngine({ schema: guarded, roles: ['editor'] });
    const table = await findTable();
    expect(screen.queryByRole('button', { name: 'New Gizmo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(within(rowOf(table, 'Alpha')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(rowOf(table, 'Alpha')).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('a clerk may create and edit, not delete nor export; an admin may do everything', async () => {
    const { unmount } = renderEngine({ schema: guarded, roles: ['clerk'] });
    let table = await findTable();
    expect(screen.getByRole('button', { name: 'New Gizmo' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Alpha')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    unmount();
    renderEngine({ schema: guarded, roles: ['admin'] });
    table = await findTable();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('rows a user owns', () => {
  const owned: ResourceSchema = { ...gizmo, roles: ['editor'], owner: { field: 'ownerId' } };

  it("offers Edit and Delete on the user's own rows only; an admin gets them on every row", async () => {
    const { unmount } = renderEngine({ schema: owned, roles: ['editor'], userId: 2 });
    let table = await findTable();
    await within(rowOf(table, 'Bravo')).findByRole('button', { name: 'Edit' });
    expect(within(rowOf(table, 'Bravo')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(rowOf(table, 'Alpha')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(rowOf(table, 'Alpha')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Show' })).toBeInTheDocument();
    unmount();
    renderEngine({ schema: owned, roles: ['admin'], userId: 1 });
    table = await findTable();
    expect(within(rowOf(table, 'Bravo')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
