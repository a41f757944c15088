/**
 * Before a list's first answer: placeholder rows, no total and no "no records"; a failed read is
 * one message (the HTTP client's notice), the page adding only Retry, no second alert.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { on } from '../../../../src/providers/events';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { findTable, gizmo, gizmoPage, renderEngine, seedGizmos, server, setupEngineApi } from '../engineFixture';

setupEngineApi();

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Holds the list's answer until `release` is called. */
function holdList(path: string, answer: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  server.use(
    http.get(`*${path}`, async () => {
      await released;
      return answer();
    }),
  );
  return () => release();
}

const rows = () => HttpResponse.json({ code: '00000', data: seedGizmos() });
const page = () => HttpResponse.json({ code: '00000', data: { data: seedGizmos(), total: seedGizmos().length } });

describe('the first load of a list', () => {
  for (const [kind, schema, path, answer, name] of [
    ['a whole (client) list', gizmo, '/kt-gizmo/all', rows, 'Gizmo'],
    ['a server-paged list', gizmoPage, '/kt-gizmo/page', page, 'Gizmo page'],
  ] as const) {
    it(`${kind} shows placeholder rows, no total and no empty text until its rows arrive`, async () => {
      const release = holdList(path, answer);
      renderEngine({ schema });
      expect(await screen.findByTestId('list-placeholder')).toBeInTheDocument();
      expect(screen.queryByTestId('pager-total')).toBeNull();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.queryByText(/no records|no data|empty/i)).toBeNull();
      release();
      await findTable('Delta', name);
      expect(screen.queryByTestId('list-placeholder')).toBeNull();
      expect(screen.getByTestId('pager-total')).toHaveTextContent('5');
    });
  }

  it('tells a failed read once: one notice from the HTTP client, Retry on the page and no alert', async () => {
    const notices: string[] = [];
    stops.push(on('apiError', ({ message }) => notices.push(message)));
    server.use(http.get('*/kt-gizmo/all', () => HttpResponse.json({ code: '50000', message: 'Gizmos are resting', data: null })));
    renderEngine({ schema: gizmo });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(within(retry.parentElement as HTMLElement).getByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Gizmos are resting/)).toBeNull();
    expect(notices).toEqual(['Gizmos are resting']);
    expect(screen.queryByTestId('list-placeholder')).toBeNull();
    expect(screen.queryByTestId('pager-total')).toBeNull();
  });

  it('tells an error that no notice showed in an alert of its own', async () => {
    const notices: string[] = [];
    stops.push(on('apiError', ({ message }) => notices.push(message)));
    // A page the resource cannot read: the provider's own error, not one the HTTP client reported.
    const unreadable: ResourceSchema = {
      ...gizmoPage,
      list: {
        ...(gizmoPage.list as Extract<ResourceSchema['list'], { kind: 'server' }>),
        parse: () => {
          throw new Error('Unreadable page');
        },
      },
    };
    renderEngine({ schema: unreadable });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unreadable page'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(notices).toEqual([]);
  });
});
