/**
 * Developer › Webhooks: an admin makes a webhook (its secret shown once, with a copy button), sees it
 * listed without its secret, pauses and resumes it, reads its delivery log and resends a delivery,
 * sees the notice of a webhook the server paused, and deletes it; a refused resource is said on its
 * input. The real API in MSW, memory store.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { forwardTo } from '../../../mock/forward';
import { createApi } from '../../../server/handlers';
import { fixedResources } from '../../../server/handlers/crud/conventional';
import { createMemoryStore } from '../../../server/store';
import WebhooksPage from '../../../src/pages/webhooks/WebhooksPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { clearToken } from '../../../src/providers/session';
import { conventional } from '../server/conventional/conventionalSchema';
import { authWithRoles, signInAsAdmin } from '../support/mockApiSession';

const ticket = conventional({ name: 'ticket', roles: ['admin', 'editor'], fields: [{ source: 'title', type: 'text' }] });
const store = createMemoryStore();
const server = setupServer(forwardTo(createApi(store, undefined, { resources: fixedResources([ticket]) }).app));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  clearToken();
  await store.reset();
});
afterAll(() => server.close());

const RECEIVER = 'https://93.184.216.34/hook';

async function renderPage() {
  await signInAsAdmin();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={authWithRoles(['admin'])} store={memoryStore()}>
        <WebhooksPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return within(await screen.findByRole('table', { name: 'Webhooks' }));
}

describe('the webhooks page', () => {
  it('makes a webhook, shows its secret once with a copy button, pauses and resumes it, and deletes it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const table = await renderPage();
    expect(table.getByText('No webhooks yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New webhook' }));
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), RECEIVER);
    await user.type(dialog.getByRole('textbox', { name: 'Resources' }), 'ticket');
    await user.click(dialog.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'editor' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));

    const secretDialog = within(await screen.findByRole('dialog', { name: 'Copy the signing secret now' }));
    const secret = secretDialog.getByRole('textbox', { name: `The signing secret of ${RECEIVER}` }) as HTMLTextAreaElement;
    expect(secret.value).toMatch(/^whsec_/);
    await user.click(secretDialog.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret.value);
    const shown = secret.value;
    await user.click(secretDialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy the signing secret now' })).not.toBeInTheDocument());

    const row = (await table.findByText(RECEIVER)).closest('tr') as HTMLElement;
    expect(within(row).getByText('All events')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(shown);

    await user.click(within(row).getByRole('button', { name: `Pause the webhook ${RECEIVER}` }));
    expect(await within(row).findByText('Paused')).toBeInTheDocument();
    expect((await store.webhooks.list())[0]?.paused).toBe(true);
    await user.click(within(row).getByRole('button', { name: `Resume the webhook ${RECEIVER}` }));
    expect(await within(row).findByText('Active')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Delete the webhook ${RECEIVER}` }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this webhook?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(table.queryByText(RECEIVER)).not.toBeInTheDocument());
    expect(await store.webhooks.count()).toBe(0);
  });

  it('shows the notice of a webhook the server paused, and its delivery log with Resend', async () => {
    const user = userEvent.setup();
    await store.webhooks.insert({ id: 'a1b2c3d4e5f60718', url: RECEIVER, resources: ['ticket'], events: ['created'], role: 'editor', secret: 'whsec_x', paused: true, pausedReason: 'Paused after 7 failed attempts', createdBy: 1, createdAt: 1 });
    await store.webhooks.enqueue(-1, 0, []);
    await store.webhooks.enqueue(0, 5, [{ webhookId: 'a1b2c3d4e5f60718', sequence: 5, type: 'created', resource: 'ticket', recordId: 9, createdAt: 1 }]);
    const [delivery] = await store.webhooks.deliveries('a1b2c3d4e5f60718', 1);
    await store.webhooks.settle(delivery!.id, [{ attempt: 1, at: 1, durationMs: 42, responseCode: 503, ok: false, error: 'answered HTTP 503' }], { status: 'failed', tries: 7, nextAt: null });
    const table = await renderPage();
    expect(screen.getByText(`The webhook ${RECEIVER} was paused: Paused after 7 failed attempts`)).toBeInTheDocument();

    const row = (await table.findByText(RECEIVER)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: `Deliveries of the webhook ${RECEIVER}` }));
    const log = within(await screen.findByRole('dialog', { name: `Deliveries of ${RECEIVER}` }));
    const line = (await log.findByText('created ticket #9')).closest('tr') as HTMLElement;
    expect(within(line).getByText('Failed')).toBeInTheDocument();
    expect(within(line).getByText('503')).toBeInTheDocument();
    expect(within(line).getByText('42 ms')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: `Resend delivery ${delivery!.id}` }));
    expect(await within(line).findByText('Pending')).toBeInTheDocument();
    expect((await store.webhooks.deliveries('a1b2c3d4e5f60718', 1))[0]?.status).toBe('pending');
  });

  it('says a refused resource on its input, and stores nothing', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New webhook' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New webhook' }));
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), RECEIVER);
    await user.type(dialog.getByRole('textbox', { name: 'Resources' }), 'ticket, nope');
    await user.click(dialog.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'editor' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('resources.1 must name a served resource')).toBeInTheDocument();
    expect(await store.webhooks.count()).toBe(0);
  });
});
