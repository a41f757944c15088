/** The light types' table cells (FieldCell, as the table draws them) and detail views (FieldShow, as the drawer does). */
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldCell } from '../../../../src/crud/cells';
import { FieldShow } from '../../../../src/crud/show/FieldShow';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import type { AnyRecord, FieldSchema } from '../../../../src/kernel/types';
import { dataProvider, fieldOf } from './lightFixture';

function renderValue(field: FieldSchema, value: unknown, { show = false, locale = 'en' } = {}) {
  const record: AnyRecord = { id: 1, [field.source]: value };
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <div data-testid="out">{show ? <FieldShow field={field} record={record} /> : <FieldCell field={field} record={record} />}</div>
    </AdminContext>,
  );
}

const out = () => screen.getByTestId('out');

afterEach(async () => {
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});

describe('cells', () => {
  it('date and time as text, a range as start – end', () => {
    renderValue(fieldOf('period'), ['2026-01-01', '2026-01-31']);
    expect(out()).toHaveTextContent('2026-01-01 – 2026-01-31');
  });

  it('a switch as Yes or No (an icon beside, hidden from readers)', () => {
    const { unmount } = renderValue(fieldOf('active'), true);
    expect(out()).toHaveTextContent('Yes');
    unmount();
    renderValue(fieldOf('active'), false);
    expect(out()).toHaveTextContent('No');
  });

  it("a rating as read-only stars named 'N of M'", () => {
    renderValue({ ...fieldOf('stars'), max: 10 }, 7);
    expect(within(out()).getByRole('img', { name: '7 of 10' })).toBeInTheDocument();
  });

  it('a colour as a swatch and its hex', () => {
    renderValue(fieldOf('shade'), '#12AB9F');
    expect(out()).toHaveTextContent('#12ab9f');
    expect(screen.getByTestId('swatch')).toHaveStyle({ backgroundColor: 'rgb(18, 171, 159)' });
  });

  it('multiSelect as chips of the choice names, or of the referenced records', async () => {
    const { unmount } = renderValue(fieldOf('sizes'), ['s', 'l']);
    expect(Array.from(out().querySelectorAll('.MuiChip-root')).map((chip) => chip.textContent)).toEqual(['Small', 'Large']);
    unmount();
    renderValue({ source: 'owners', type: 'multiSelect', reference: { resource: 'person', optionText: 'name' } }, [2, 3]);
    expect(await within(out()).findByText('Bob')).toBeInTheDocument();
    expect(within(out()).getByText('Carol')).toBeInTheDocument();
  });

  it('tags and references as chips', async () => {
    const { unmount } = renderValue(fieldOf('labels'), ['red', 'blue']);
    expect(within(out()).getByText('red')).toBeInTheDocument();
    expect(within(out()).getByText('blue')).toBeInTheDocument();
    unmount();
    renderValue(fieldOf('friends'), [1]);
    expect(await within(out()).findByText('Alice')).toBeInTheDocument();
  });

  it("an object as a 'label: value' summary, an array as its count", async () => {
    const { unmount } = renderValue(fieldOf('address'), { country: 'FR', city: 'Lyon' });
    expect(out()).toHaveTextContent('Country: FR, City: Lyon');
    unmount();
    const { unmount: again } = renderValue(fieldOf('steps'), [{ kind: 'send' }, { kind: 'wait', delay: 3 }]);
    expect(out()).toHaveTextContent('2 items');
    again();
    await i18nProvider.changeLocale('zh');
    renderValue(fieldOf('steps'), [{ kind: 'send' }], { locale: 'zh' });
    expect(out()).toHaveTextContent('1 项');
  });
});

describe('detail views', () => {
  it("an object as a list of its sub-fields' labels and values, hidden sub-fields left out", () => {
    renderValue(fieldOf('address'), { country: 'FR', city: 'Lyon', zip: '69000' }, { show: true });
    const terms = within(out()).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Country', 'City']);
    expect(within(out()).getAllByRole('definition').map((item) => item.textContent)).toEqual(['FR', 'Lyon']);
  });

  it('an array as a table of its rows, each sub-value drawn by its own type', () => {
    renderValue(fieldOf('steps'), [{ kind: 'send' }, { kind: 'wait', delay: 60 }], { show: true });
    const table = within(out()).getByRole('table', { name: 'Steps' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Kind', 'Delay']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Send', '2Wait60']);
  });

  it('other types show their cell', () => {
    renderValue(fieldOf('period'), ['2026-01-01', '2026-01-02'], { show: true });
    expect(out()).toHaveTextContent('2026-01-01 – 2026-01-02');
  });
});
