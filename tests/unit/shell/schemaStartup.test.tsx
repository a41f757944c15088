import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceSchema } from '../../../src/kernel/types';

const broken: ResourceSchema = {
  name: 'invoice',
  label: 'Invoices',
  route: { parent: '/billing', path: 'invoice', name: 'Invoice' },
  endpoints: { list: { method: 'GET', path: '/invoice/list' } },
  list: { kind: 'client' },
  fields: [{ source: 'total', label: 'Total', type: 'number', min: 10, max: 1 }],
};

// The registry as a new developer might leave it; the admin itself is never reached.
vi.mock('../../../src/kernel/resources/registry', () => ({
  resources: [broken],
  findResource: () => undefined,
  rolesOfResource: () => undefined,
}));
vi.mock('../../../src/App', () => ({ default: () => <p>the console</p> }));
vi.mock('../../../src/providers/authProvider', async (original) => ({
  ...(await original<typeof import('../../../src/providers/authProvider')>()),
  loadUserInfo: vi.fn(() => Promise.resolve({ roles: ['admin'], name: 'admin' })),
}));

describe('the schema check at start', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs each problem naming resource and key, and shows them instead of the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: AdminBoot } = await import('../../../src/shell/AdminBoot');
    render(<AdminBoot />);

    expect(screen.getByRole('alert')).toHaveTextContent('The console cannot start: its resource schemas have problems');
    expect(screen.getByText('invoice › route.parent')).toBeInTheDocument();
    expect(screen.getByText('invoice › fields.total.min')).toBeInTheDocument();
    expect(screen.getByText('min (10) is greater than max (1)')).toBeInTheDocument();
    expect(screen.queryByText('the console')).not.toBeInTheDocument();
    // Its styles come with it (no CSS file of the shell), hoisted into the head once.
    expect(document.head.querySelectorAll('style[data-href="sms-schema-errors"]')).toHaveLength(1);
    expect(document.head.querySelector('style[data-href="sms-schema-errors"]')?.textContent).toContain('.schema-errors');

    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual([
      expect.stringContaining("invoice › route.parent: '/billing' is no group of the route table"),
      expect.stringContaining('invoice › fields.total.min: min (10) is greater than max (1)'),
    ]);
  });
});
