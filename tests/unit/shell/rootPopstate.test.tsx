import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

let adminRenders = 0;
vi.mock('../../../src/shell/AdminBoot', () => ({
  default: function AdminBoot() {
    adminRenders += 1;
    return <p>the console</p>;
  },
}));
vi.mock('../../../src/providers/session', async (original) => ({
  ...(await original<typeof import('../../../src/providers/session')>()),
  getToken: () => 'a-token',
}));

const { Root } = await import('../../../src/shell/Root');

describe('Root', () => {
  it('does not re-render the signed-in admin on popstate (the admin router follows the location itself)', async () => {
    window.history.replaceState({}, '', '/dashboard');
    render(<Root />);
    await screen.findByText('the console');
    const first = adminRenders;

    for (const path of ['/permission/packageConf', '/dashboard', '/profile/index']) {
      act(() => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    }
    expect(screen.getByText('the console')).toBeInTheDocument();
    expect(adminRenders).toBe(first);
  });
});
