/**
 * Developer › API tokens: an admin makes a token (its secret shown once, with a copy button), sees it
 * listed without its secret, and revokes it; a refused name is said on its input. The real API in
 * MSW, memory store.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import ApiTokensPage from '../../../src/pages/apiTokens/ApiTokensPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { authWithRoles, signInAsAdmin, serveMockApi } from '../support/mockApiSession';

const { store } = serveMockApi();

const auth = authWithRoles(['admin']);


async function renderPage() {
  await signInAsAdmin();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
        <ApiTokensPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return within(await screen.findByRole('table', { name: 'API tokens' }));
}

describe('the API tokens page', () => {
  it('makes a token (submitted with Enter), shows its secret once with a copy button, lists it and revokes it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const table = await renderPage();
    expect(table.getByText('No tokens yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New token' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'nightly import');
    await user.click(dialog.getByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'editor' }));
    await user.clear(dialog.getByRole('spinbutton', { name: 'Expires in (days)' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Expires in (days)' }), '7{Enter}');

    const secretDialog = within(await screen.findByRole('dialog', { name: 'Copy your token now' }));
    const secret = secretDialog.getByRole('textbox', { name: 'The token nightly import' }) as HTMLTextAreaElement;
    expect(secret.value).toMatch(/^smsat_[0-9a-f]{64}$/);
    await user.click(secretDialog.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(secret.value);
    expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const shown = secret.value;
    await user.click(secretDialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy your token now' })).not.toBeInTheDocument());

    const row = (await table.findByText('nightly import')).closest('tr') as HTMLElement;
    expect(within(row).getByText('editor')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(shown);
    const [stored] = await store.apiTokens.list();
    expect(stored).toMatchObject({ name: 'nightly import', roles: ['editor'] });
    expect(stored.expiresAt - stored.createdAt).toBe(7 * 24 * 60 * 60 * 1000);

    await user.click(within(row).getByRole('button', { name: 'Revoke the token nightly import' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke this token?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(table.queryByText('nightly import')).not.toBeInTheDocument());
    expect(await store.apiTokens.count()).toBe(0);
  });

  it('says a refused name on its input, and stores nothing', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'New token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New token' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'bad/name');
    await user.click(dialog.getByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'visitor' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('name may hold letters, digits, spaces, dots, dashes and underscores only')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(await store.apiTokens.count()).toBe(0);
  });
});
