import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rolesState } from './rolesMock';

// The roles as react-admin hands them out: a new array (same roles) each time the permissions are
// refetched, which re-renders every useRoles caller.
vi.mock('../../../src/providers/useRoles', async () => ({ useRoles: (await import('./rolesMock')).useMockRoles }));

const renders = { admin: 0, editor: 0 };
vi.mock('../../../src/pages/dashboard/admin/AdminDashboard', () => ({
  default: function AdminDashboard() {
    renders.admin += 1;
    return <p>admin dashboard</p>;
  },
}));
vi.mock('../../../src/pages/dashboard/editor/EditorDashboard', () => ({
  default: function EditorDashboard() {
    renders.editor += 1;
    return <p>editor dashboard</p>;
  },
}));

const { default: DashboardPage } = await import('../../../src/pages/dashboard/DashboardPage');

describe('DashboardPage', () => {
  it('does not re-render the dashboard when the permissions are refetched with the same roles', async () => {
    rolesState.roles = ['admin'];
    render(
      <Suspense fallback={null}>
        <DashboardPage />
      </Suspense>,
    );
    await screen.findByText('admin dashboard');
    const first = renders.admin;

    for (let i = 0; i < 4; i += 1) {
      rolesState.roles = ['admin'];
      act(() => rolesState.rerender());
    }
    expect(screen.getByText('admin dashboard')).toBeTruthy();
    expect(renders.admin).toBe(first);
  });

  it('shows the editor dashboard when the roles change', async () => {
    rolesState.roles = ['editor'];
    render(
      <Suspense fallback={null}>
        <DashboardPage />
      </Suspense>,
    );
    await screen.findByText('editor dashboard');
    expect(renders.editor).toBeGreaterThan(0);
  });
});
