import { screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lateDashboard } from './lateDashboardMock';
import { rolesState } from './rolesMock';

vi.mock('../../../src/providers/useRoles', async () => ({ useRoles: (await import('./rolesMock')).useMockRoles }));

// The admin dashboard's chunk arrives while the admin's first screen is being rendered in slices, as
// it does on a page load (it comes with the shell, but its import settles a moment later).
vi.mock('../../../src/pages/dashboard/admin/AdminDashboard', async () => (await import('./lateDashboardMock')).lateAdminDashboardModule());

/** React's flag for act(): off here, see the test. */
const reactEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const { default: DashboardPage } = await import('../../../src/pages/dashboard/DashboardPage');

/** A part of the admin rendered after the page: slow enough that React yields between them. */
const laterParts = { renders: 0 };
function LaterPart({ first }: { first: boolean }) {
  laterParts.renders += 1;
  if (first) lateDashboard.arrive();
  const until = performance.now() + 15;
  while (performance.now() < until) {
    // React's time slice is 5 ms: it yields after this part, and the chunk's import settles then.
  }
  return null;
}

function Admin() {
  return (
    <>
      <DashboardPage />
      {Array.from({ length: 12 }, (_, index) => (
        <LaterPart key={index} first={index === 0} />
      ))}
    </>
  );
}

describe('DashboardPage in the admin\'s sliced first render', () => {
  it('does not make React render the whole admin again when its chunk settles during that render', async () => {
    rolesState.roles = ['admin'];
    // Outside act(): under act React renders without yielding, and the point is its time slicing.
    const actEnvironment = reactEnvironment.IS_REACT_ACT_ENVIRONMENT;
    reactEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      // As the boot does: the admin's first render is a transition, so React renders it in slices.
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>route fallback</p>}>
            <Admin />
          </Suspense>,
        ),
      );
      await waitFor(() => expect(screen.getByText('admin dashboard')).toBeTruthy(), { timeout: 5000 });
      // Each part rendered once: a store read by the page that changed under the sliced render would
      // have made React render all of them a second time, synchronously.
      expect(laterParts.renders).toBe(12);
    } finally {
      root.unmount();
      container.remove();
      reactEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
