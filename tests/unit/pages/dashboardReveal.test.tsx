import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lateDashboard } from './lateDashboardMock';
import { rolesState } from './rolesMock';

// The roles start unknown and arrive later, as react-admin's permissions do on a page load.
vi.mock('../../../src/providers/useRoles', async () => ({ useRoles: (await import('./rolesMock')).useMockRoles }));

// The admin dashboard's chunk arrives when the test says so.
vi.mock('../../../src/pages/dashboard/admin/AdminDashboard', async () => (await import('./lateDashboardMock')).lateAdminDashboardModule());

const { default: DashboardPage } = await import('../../../src/pages/dashboard/DashboardPage');

describe('DashboardPage reveal', () => {
  it('keeps the same loading bar while the dashboard loads after the roles arrive, never the route fallback', async () => {
    render(
      <Suspense fallback={<p>route fallback</p>}>
        <DashboardPage />
      </Suspense>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });

    rolesState.roles = ['admin'];
    await act(async () => rolesState.rerender());
    // Still loading: the very same bar (no fallback committed in its place, which React would then
    // keep for at least 300 ms), and not the route's fallback.
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBe(bar);
    expect(screen.queryByText('route fallback')).toBeNull();

    await act(async () => lateDashboard.arrive());
    expect(await screen.findByText('admin dashboard')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
