/**
 * The create/edit dialog of a resource with `form`: titled sections and a
 * leftover one, tabs marking the tab of an error (the form's own or the server's) and opening it,
 * and steps whose Next checks only the current step.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ResourceDialog } from '../../../../src/crud/ResourceDialog';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import type { AnyRecord, FormLayout, ResourceSchema } from '../../../../src/kernel/types';

vi.setConfig({ testTimeout: 30_000 });

const kit = (form?: FormLayout): ResourceSchema => ({
  name: 'kit',
  label: 'Kit',
  endpoints: { list: { method: 'GET', path: '/kit' } },
  list: { kind: 'client' },
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false },
    { source: 'name', label: 'Name', type: 'text', required: true, minLength: 3 },
    { source: 'kind', label: 'Kind', type: 'select', choices: [{ id: 'a', name: 'Plain' }, { id: 'b', name: 'Special' }] },
    { source: 'price', label: 'Price', type: 'number', max: 100 },
    { source: 'note', label: 'Note', type: 'text', visibleWhen: { field: 'kind', equals: 'b' } },
    { source: 'memo', label: 'Memo', type: 'text' },
  ],
  form,
});

type Create = (resource: string, params: { data: AnyRecord }) => Promise<{ data: AnyRecord }>;

function renderDialog(schema: ResourceSchema, create: Create = async (_, params) => ({ data: { ...params.data, id: 7 } })) {
  const onSaved = vi.fn();
  const dataProvider = { create } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceDialog schema={schema} mode="new" onClose={() => undefined} onSaved={onSaved} />
    </AdminContext>,
  );
  return { onSaved, user: userEvent.setup() };
}

/** The dialog, once its laid-out body (loaded on demand) is there. */
async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'New Kit' }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Cancel' }, { timeout: 10_000 });
  return dialog;
}

const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(field(scope, label), { target: { value } });

async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('without form', () => {
  it('is one column of inputs: no headings, tabs or steps, the small dialog', async () => {
    renderDialog(kit());
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('heading', { level: 3 })).toBeNull();
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(dialog.closest('.MuiDialog-paper')).toHaveClass('MuiDialog-paperWidthSm');
    expect(field(dialog, 'Name')).toBeInTheDocument();
  });
});

describe("layout 'sections'", () => {
  const layout: FormLayout = {
    layout: 'sections',
    sections: [
      { title: 'Basics', fields: ['name', 'price'], columns: 2 },
      { title: 'Special', fields: ['note'] },
    ],
  };

  it('titles each section with a heading over its fields; the others follow in a last, untitled section', async () => {
    renderDialog(kit(layout));
    const dialog = await openDialog();
    expect(dialog.closest('.MuiDialog-paper')).toHaveClass('MuiDialog-paperWidthMd');
    const basics = within(dialog).getByRole('region', { name: 'Basics' });
    expect(within(basics).getByRole('heading', { level: 3, name: 'Basics' })).toBeInTheDocument();
    expect(field(basics, 'Name')).toBeInTheDocument();
    expect(field(basics, 'Price')).toBeInTheDocument();
    expect(within(basics).queryByLabelText('Memo')).toBeNull();
    // 'Special' holds only the hidden note: omitted until the kind shows it.
    expect(within(dialog).queryByRole('heading', { name: 'Special' })).toBeNull();
    const leftover = field(dialog, 'Memo').closest('section');
    expect(leftover).not.toBeNull();
    expect(leftover?.querySelector('h3')).toBeNull();
    expect(within(leftover as HTMLElement).getByRole('combobox', { name: /^Kind/ })).toBeInTheDocument();
    expect(leftover?.compareDocumentPosition(basics) === Node.DOCUMENT_POSITION_PRECEDING).toBe(true);

    await choose(dialog, 'Kind', 'Special');
    const special = await within(dialog).findByRole('region', { name: 'Special' });
    expect(field(special, 'Note')).toBeInTheDocument();
  });
});

describe("layout 'tabs'", () => {
  const layout: FormLayout = { layout: 'tabs', sections: [{ title: 'Basics', fields: ['name'] }, { title: 'Money', fields: ['price'] }] };

  it('one tab per section plus the leftover; a refused save marks the tab of the error and opens it', async () => {
    const { user, onSaved } = renderDialog(kit(layout));
    const dialog = await openDialog();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Basics', 'Money', 'More']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Basics' })).toContainElement(field(dialog, 'Name'));

    await user.click(within(dialog).getByRole('tab', { name: 'Money' }));
    expect(within(dialog).getByRole('tabpanel', { name: 'Money' })).toBeVisible();
    type(dialog, 'Price', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // Both tabs hold an error; the first one opens.
    const basics = within(dialog).getByRole('tab', { name: /Basics/ });
    await waitFor(() => expect(basics).toHaveAttribute('aria-selected', 'true'));
    expect(within(basics).getByRole('img', { name: 'Contains errors' })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('tab', { name: /Money/ })).getByRole('img', { name: 'Contains errors' })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('tab', { name: /More/ })).queryByRole('img')).toBeNull();
    expect(within(dialog).getByText('This field is required')).toBeVisible();

    type(dialog, 'Name', 'Widget');
    type(dialog, 'Price', '50');
    await waitFor(() => expect(within(dialog).queryAllByRole('img', { name: 'Contains errors' })).toHaveLength(0));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('new', expect.objectContaining({ name: 'Widget', price: 50 })));
  });

  it("the server's field error marks its tab and opens it", async () => {
    const create = vi.fn(async () => {
      throw new HttpError('price too high', 400, { errors: { price: 'Too expensive' } });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderDialog(kit(layout), create);
    const dialog = await openDialog();
    type(dialog, 'Name', 'Widget');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const money = within(dialog).getByRole('tab', { name: /Money/ });
    await waitFor(() => expect(money).toHaveAttribute('aria-selected', 'true'));
    expect(within(money).getByRole('img', { name: 'Contains errors' })).toBeInTheDocument();
    expect(within(dialog).getByText('Too expensive')).toBeVisible();
    logged.mockRestore();
  });
});

describe("layout 'steps'", () => {
  const layout: FormLayout = {
    layout: 'steps',
    sections: [
      { title: 'Name it', fields: ['name', 'kind'] },
      { title: 'Special', fields: ['note'] },
      { title: 'Price it', fields: ['price'] },
    ],
  };

  it('Next checks only the current step and refuses while it is invalid; Back keeps the values; the last step saves', async () => {
    const { user, onSaved } = renderDialog(kit(layout));
    const dialog = await openDialog();
    // The note's step is skipped while the note is hidden.
    expect(within(dialog).getByRole('group', { name: 'Step 1 of 3: Name it' })).toBeVisible();
    expect(within(dialog).queryByText('Special')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Step 1 of 3: Name it' })).toBeVisible();
    // The price (a later step) is not checked yet.
    type(dialog, 'Name', 'Widget');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('group', { name: 'Step 2 of 3: Price it' })).toBeVisible();
    expect(within(dialog).queryByText('This field is required')).toBeNull();
    type(dialog, 'Price', '40');

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await within(dialog).findByRole('group', { name: 'Step 1 of 3: Name it' })).toBeVisible();
    expect(field(dialog, 'Name')).toHaveValue('Widget');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const second = await within(dialog).findByRole('group', { name: 'Step 2 of 3: Price it' });
    expect(field(second, 'Price')).toHaveValue(40);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // 'More' (the memo, in no section) is the last step: Confirm instead of Next.
    expect(await within(dialog).findByRole('group', { name: 'Step 3 of 3: More' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('new', expect.objectContaining({ name: 'Widget', price: 40 })));
  });

  it('a step appears when its field becomes visible; the save comes after the last one', async () => {
    const { user, onSaved } = renderDialog(kit(layout));
    const dialog = await openDialog();
    type(dialog, 'Name', 'Widget');
    await choose(dialog, 'Kind', 'Special');
    expect(await within(dialog).findByRole('group', { name: 'Step 1 of 4: Name it' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('group', { name: 'Step 2 of 4: Special' })).toBeVisible();
    type(dialog, 'Note', 'Handle with care');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    type(dialog, 'Price', '500');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The price is checked before moving on.
    expect(await within(dialog).findByText(/100/)).toBeVisible();
    type(dialog, 'Price', '12');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('group', { name: 'Step 4 of 4: More' })).toBeVisible();
    type(dialog, 'Memo', 'Fragile');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith('new', expect.objectContaining({ name: 'Widget', kind: 'b', note: 'Handle with care', price: 12, memo: 'Fragile' })),
    );
  });

  it('Enter in a one-line input acts as Next: refused while the step is invalid', async () => {
    const { user, onSaved } = renderDialog(kit(layout));
    const dialog = await openDialog();
    await user.type(field(dialog, 'Name'), 'ab{Enter}');
    expect(await within(dialog).findByText(/at least 3/i)).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'Step 1 of 3: Name it' })).toBeVisible();
    await user.type(field(dialog, 'Name'), 'c{Enter}');
    expect(await within(dialog).findByRole('group', { name: 'Step 2 of 3: Price it' })).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
