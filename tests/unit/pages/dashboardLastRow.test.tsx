/** The dashboard's last row: revealing a part does not render the parts already shown. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const renders = { transactions: 0 };
vi.mock('../../../src/pages/dashboard/admin/TransactionTable', () => ({
  TransactionTable: () => {
    renders.transactions += 1;
    return <p>transactions</p>;
  },
}));
vi.mock('../../../src/pages/dashboard/admin/todo/TodoList', () => ({ TodoList: () => <p>todo</p> }));
vi.mock('../../../src/pages/dashboard/admin/BoxCard', () => ({ BoxCard: () => <p>box card</p> }));
vi.mock('../../../src/pages/dashboard/UserSummary', () => ({ UserSummary: () => null }));
vi.mock('../../../src/pages/dashboard/admin/PanelGroup', () => ({ PanelGroup: () => null }));
vi.mock('../../../src/pages/dashboard/admin/charts', () => ({
  LineChart: () => null,
  RaddarChart: () => null,
  PieChart: () => null,
  BarChart: () => null,
}));

const { default: AdminDashboard } = await import('../../../src/pages/dashboard/admin/AdminDashboard');

describe('AdminDashboard last row', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('renders the transactions once while the todo list and the box card are revealed after them', async () => {
    render(<AdminDashboard />);
    for (let step = 0; step < 4 && !screen.queryByText('box card'); step += 1) {
      await act(async () => {
        vi.advanceTimersToNextFrame();
        vi.advanceTimersByTime(1);
      });
    }
    expect(screen.getByText('todo')).toBeTruthy();
    expect(screen.getByText('box card')).toBeTruthy();
    // A render of the transactions during a later part's sliced render is where an answer to their
    // query, arriving meanwhile, made React render the whole row again at once.
    expect(renders.transactions).toBe(1);
  });
});
