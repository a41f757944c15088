/**
 * Many-to-many seen from both sides (the fixture files tests/fixtures/resources/sender.json and
 * mailing.json): a sender's `related` names the mailings' `senders` (a references list), so a
 * sender's expanded row lists the mailings whose list holds it, and 'New' opens the mailing form
 * with that list pre-filled with the sender, locked. On the memory data provider (the fake
 * server), which filters a list field as the server does.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { linkPreset, relationsOf } from '../../../src/crud/related/relations';
import { checkResourceFiles } from '../../../src/kernel/check/checkFile';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import { resources } from '../../../src/kernel/resources/registry';
import type { AnyRecord, ResourceSchema } from '../../../src/kernel/types';
import { createMemoryDataProvider } from '../../../src/providers/memoryDataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { createResourceSet } from '../../../src/resources/resourceSet';
import { ResourceSetContext } from '../../../src/resources/resourceSetContext';
import senderFile from '../../fixtures/resources/sender.json';
import mailingFile from '../../fixtures/resources/mailing.json';
import { NO_STORED_PERMISSIONS } from '../../../src/kernel/access/grants';

vi.setConfig({ testTimeout: 45_000 });

function schemaOf(json: unknown): ResourceSchema {
  const parsed = parseResourceFile(json, 'test.json');
  if (!parsed.schema) throw new Error(JSON.stringify(parsed.problems));
  return parsed.schema;
}

const sender = schemaOf(senderFile);
const mailing = schemaOf(mailingFile);

const seed = (): Record<string, AnyRecord[]> => ({
  sender: [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Globex' },
  ],
  mailing: [
    { id: 1, title: 'Spring sale', senders: [1, 2], template: '<p>Spring <b>sale</b></p>' },
    { id: 2, title: 'Acme only', senders: [1] },
    { id: 3, title: 'Nobody', senders: [] },
  ],
});

const admin: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['admin'],
};

function renderSenders() {
  const memory = createMemoryDataProvider([sender, mailing], seed());
  const user = userEvent.setup();
  render(
    <TestMemoryRouter>
      <ResourceSetContext.Provider value={createResourceSet([sender, mailing])}>
        <AdminContext
          dataProvider={memory}
          i18nProvider={i18nProvider}
          authProvider={admin}
          store={memoryStore()}
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <ResourceList schema={sender} />
        </AdminContext>
      </ResourceSetContext.Provider>
    </TestMemoryRouter>,
  );
  return { user, memory };
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Senders' });
  const row = (await within(table).findByText(name)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

describe('related records through a references list', () => {
  it('the fixture files pass the file check together; the sender alone names a resource that is not there', () => {
    const files = [
      { file: 'resources/sender.json', json: senderFile },
      { file: 'resources/mailing.json', json: mailingFile },
    ];
    expect(checkResourceFiles(files, resources).map((checked) => checked.problems)).toEqual([[], []]);
    const [alone] = checkResourceFiles([files[0]!], resources);
    expect(alone?.problems.map((problem) => [problem.key, problem.kind])).toEqual([['related[0].resource', 'unknownResource']]);
  });

  it('pre-fills a references target with a list of this id, a reference target with the id', () => {
    const [relation] = relationsOf(sender, (name) => (name === 'mailing' ? mailing : undefined), { roles: ['admin'], permissions: NO_STORED_PERMISSIONS });
    expect(relation?.target.type).toBe('references');
    expect(linkPreset(relation!, 2)).toEqual({ senders: [2] });
    expect(linkPreset({ ...relation!, target: { source: 'owner', type: 'reference' } }, 2)).toEqual({ owner: 2 });
  });

  it("lists the mailings whose senders hold the sender, and 'New' creates one naming it", async () => {
    const { user, memory } = renderSenders();
    await user.click(within(await rowOf('Globex')).getByRole('button', { name: 'Expand' }));
    const related = await screen.findByRole('table', { name: 'Mailings naming the sender' });
    await within(related).findByText('Spring sale');
    expect(within(related).queryByText('Acme only')).toBeNull();
    expect(within(related).queryByText('Nobody')).toBeNull();
    // The link column is this sender: not repeated. The code field is its one-line excerpt.
    expect(within(related).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Template']);
    expect(within(related).getByText('<p>Spring <b>sale</b></p>').tagName).toBe('CODE');

    await user.click(screen.getByRole('button', { name: 'New Mailings' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Mailings' }, { timeout: 15_000 });
    const senders = await within(dialog).findByRole('combobox', { name: 'Senders' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Globex' })).toBeInTheDocument());
    // Locked: a click offers no other sender.
    await user.click(senders);
    expect(screen.queryByRole('option', { name: 'Acme' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Globex week');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(related).findByText('Globex week');
    const stored = await memory.getList('mailing', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(stored.data.find((row) => row.title === 'Globex week')?.senders).toEqual([2]);
  });
});
