/** The list's address follows its state in a task after the change (quick changes make one write), and a list that goes leaves its last state. */
import { act, render } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListUrlWriter } from '../../../../src/crud/views/listUrlSync';
import { packageConf } from '../../../../src/kernel/resources/packageConf';

const list = (q: string) =>
  ({ filterValues: q ? { q } : {}, sort: { field: 'id', order: 'ASC' }, page: 1, perPage: 10 }) as unknown as ListControllerResult;

const writer = (q: string) => (
  <ListContextProvider value={list(q)}>
    <ListUrlWriter schema={packageConf} />
  </ListContextProvider>
);

describe('ListUrlWriter', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/permission/packageConf');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => vi.useRealTimers());

  it('writes the state after the change, once for changes in a row', () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const view = render(writer(''));
    view.rerender(writer('p'));
    view.rerender(writer('pk'));
    expect(window.location.search).toBe('');
    act(() => vi.runAllTimers());
    expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"q":"pk"}');
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
  });

  it('leaves its last state in the address when it goes before the write', () => {
    const view = render(writer('pkg'));
    view.unmount();
    expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"q":"pkg"}');
  });

  it('never writes over the address of the page opened since', () => {
    render(writer('pkg'));
    window.history.replaceState(null, '', '/dashboard');
    act(() => vi.runAllTimers());
    expect(window.location.pathname + window.location.search).toBe('/dashboard');
  });
});
