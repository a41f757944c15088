/** A link followed while an editor holds a change asks first; without a change it goes at once. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLinkGuard } from '../../../../src/crud/form/useLinkGuard';
import { i18nProvider } from '../../../../src/providers/i18nProvider';

function Page({ changed }: { changed: boolean }) {
  const prompt = useLinkGuard(changed);
  const { pathname } = useLocation();
  return (
    <>
      <output aria-label="where">{pathname}</output>
      <Link to="/elsewhere">Elsewhere</Link>
      {prompt}
    </>
  );
}

function renderPage(changed: boolean) {
  render(
    <MemoryRouter initialEntries={['/campaign']}>
      <AdminContext i18nProvider={i18nProvider}>
        <Page changed={changed} />
      </AdminContext>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('leaving an editor by a link', () => {
  it('asks while it holds a change: Keep editing stays, Discard goes', async () => {
    const user = renderPage(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(screen.getByLabelText('where')).toHaveTextContent('/campaign');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByLabelText('where')).toHaveTextContent('/campaign');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/elsewhere'));
  });

  it('goes at once without a change', async () => {
    const user = renderPage(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.getByLabelText('where')).toHaveTextContent('/elsewhere'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
