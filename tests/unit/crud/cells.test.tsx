/** The named table cells of the schema engine, rendered as the generic table does: FieldCell({ field, record }). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldCell, cellOf, defaultCellName, hasCell, registerCell, type CellProps } from '../../../src/crud/cells';
import engineCells from '../../../src/kernel/texts/sections/engineCells';
import type { Catalogue } from '../../../src/kernel/texts/translate';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { BUILT_IN_CELL_NAMES } from '../../../src/kernel/format/definition/names';
import type { AnyRecord, FieldSchema } from '../../../src/kernel/types';

function renderCell(field: FieldSchema, value: unknown, { locale = 'en', record = {} }: { locale?: string; record?: Record<string, unknown> } = {}) {
  const full: AnyRecord = { id: 1, ...record, [field.source]: value };
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <div data-testid="cell">
        <FieldCell field={field} record={full} />
      </div>
      <Notification />
    </AdminContext>,
  );
}

const cell = () => screen.getByTestId('cell');

// The provider is one module instance: a Chinese test leaves it in Chinese for the next one.
afterEach(async () => {
  vi.restoreAllMocks();
  if (i18nProvider.getLocale() !== 'en') await i18nProvider.changeLocale('en');
});

const statusField: FieldSchema = {
  source: 'state',
  type: 'status',
  choices: [
    { id: 0, name: 'Active', color: 'success' },
    { id: 1, name: 'Blocked', color: 'danger' },
  ],
};

describe('default cells', () => {
  it('pick a renderer by type, then by format', () => {
    expect(defaultCellName({ type: 'status' })).toBe('badge');
    expect(defaultCellName({ type: 'datetime' })).toBe('datetime');
    expect(defaultCellName({ type: 'text', format: { type: 'datetime', wire: 'iso' } })).toBe('datetime');
    expect(defaultCellName({ type: 'number', format: { type: 'money' } })).toBe('money');
    expect(defaultCellName({ type: 'number', format: { type: 'percent' } })).toBe('percent');
    expect(defaultCellName({ type: 'select' })).toBe('text');
    expect(defaultCellName({ type: 'number' })).toBe('text');
  });

  it('show text as it is and nothing for an empty value', () => {
    const { unmount } = renderCell({ source: 'name', type: 'text' }, 'Alice');
    expect(cell()).toHaveTextContent(/^Alice$/);
    unmount();
    renderCell({ source: 'name', type: 'text' }, null);
    expect(cell()).toBeEmptyDOMElement();
  });

  it("show a select's choice label, and an unknown value as it is", () => {
    const field: FieldSchema = { source: 'kind', type: 'select', choices: [{ id: 'cn', name: 'China' }] };
    const { unmount } = renderCell(field, 'cn');
    expect(cell()).toHaveTextContent(/^China$/);
    unmount();
    renderCell(field, 'fr');
    expect(cell()).toHaveTextContent(/^fr$/);
  });

  it('mask a password, whatever cell the schema names', () => {
    renderCell({ source: 'password', type: 'password', cell: 'copy' }, 'secret');
    expect(cell()).toHaveTextContent(/^••••••$/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("show a datetime in the default pattern or the format's display pattern", () => {
    const at = new Date(2024, 1, 3, 4, 5, 6).getTime();
    const { unmount } = renderCell({ source: 'createTime', type: 'datetime' }, at);
    expect(cell()).toHaveTextContent(/^2024-02-03 04:05:06$/);
    unmount();
    renderCell({ source: 'createTime', type: 'datetime', format: { type: 'datetime', display: 'dd/MM/yyyy HH:mm' } }, '2024-02-03 04:05:06');
    expect(cell()).toHaveTextContent(/^03\/02\/2024 04:05$/);
  });
});

describe('badge cell', () => {
  it('is an outlined chip in the choice colour (danger is MUI error)', () => {
    renderCell(statusField, 1);
    const chip = screen.getByText('Blocked').closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-outlined', 'MuiChip-colorError');
  });

  it('shows a value outside the choices as text', () => {
    renderCell(statusField, 7);
    expect(cell()).toHaveTextContent(/^7$/);
    expect(cell().querySelector('.MuiChip-root')).toBeNull();
  });
});

describe('link cell', () => {
  const field = (options?: Record<string, unknown>): FieldSchema => ({ source: 'site', type: 'text', cell: options ? { name: 'link', options } : 'link' });

  it('links an http(s) value to itself in a new tab', () => {
    renderCell(field(), 'https://example.com/a?b=1');
    const link = screen.getByRole('link', { name: 'https://example.com/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('fills {field} placeholders of options.href and keeps console paths in the app', () => {
    renderCell(field({ href: '/users/{id}?name={site}' }), 'Ann Lee', { record: { id: 3 } });
    const link = screen.getByRole('link', { name: 'Ann Lee' });
    expect(link.getAttribute('href')).toMatch(/\/users\/3\?name=Ann%20Lee$/);
    expect(link).not.toHaveAttribute('target');
  });

  it('takes mailto links', () => {
    renderCell(field({ href: 'mailto:{site}' }), 'ann@example.com');
    expect(screen.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann%40example.com');
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])(
    'shows %j as plain text',
    (value) => {
      renderCell(field(), value);
      expect(screen.queryByRole('link')).toBeNull();
      expect(cell().textContent).toBe(value);
    },
  );

  it('does not link through an unsafe options.href either', () => {
    renderCell(field({ href: 'javascript:open({id})' }), 'x');
    expect(screen.queryByRole('link')).toBeNull();
    expect(cell()).toHaveTextContent(/^x$/);
  });
});

describe('image cell', () => {
  it('is a small thumbnail with the field label as alt text', () => {
    renderCell({ source: 'avatar', label: 'Avatar', type: 'url', cell: 'image' }, 'https://cdn.example.com/a.png');
    const image = screen.getByRole('img', { name: 'Avatar' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(image).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('takes alt text with the record values and a size from the options', () => {
    const field: FieldSchema = { source: 'avatar', type: 'url', cell: { name: 'image', options: { alt: 'Photo of %{name}', size: 24 } } };
    renderCell(field, '/uploads/b.png', { record: { name: 'Ann' } });
    expect(screen.getByRole('img', { name: 'Photo of Ann' })).toHaveStyle({ width: '24px' });
  });

  it('shows an unsafe URL as text', () => {
    renderCell({ source: 'avatar', type: 'url', cell: 'image' }, 'javascript:alert(1)');
    expect(screen.queryByRole('img')).toBeNull();
    expect(cell()).toHaveTextContent('javascript:alert(1)');
  });
});

describe('tags cell', () => {
  it('shows an array as small chips, with choice labels', () => {
    const field: FieldSchema = { source: 'labels', type: 'text', cell: 'tags', choices: [{ id: 'vip', name: 'VIP', color: 'warning' }] };
    renderCell(field, ['vip', 'sms']);
    const chips = cell().querySelectorAll('.MuiChip-root');
    expect([...chips].map((chip) => chip.textContent)).toEqual(['VIP', 'sms']);
    expect(chips[0]).toHaveClass('MuiChip-sizeSmall', 'MuiChip-colorWarning');
  });

  it('splits comma-separated text', () => {
    renderCell({ source: 'labels', type: 'text', cell: 'tags' }, 'a, b,,c');
    expect([...cell().querySelectorAll('.MuiChip-root')].map((chip) => chip.textContent)).toEqual(['a', 'b', 'c']);
  });
});

describe('money and percent cells', () => {
  it("show the field's format in the console's locale", async () => {
    const money: FieldSchema = { source: 'price', type: 'number', format: { type: 'money', currency: 'USD' } };
    const { unmount } = renderCell(money, 1234.5);
    expect(cell()).toHaveTextContent(/^\$1,234\.50$/);
    unmount();
    renderCell({ ...money, format: { type: 'money', currency: 'CNY', decimals: 0 } }, '1234.5', { locale: 'zh' });
    expect(await screen.findByText('¥1,235')).toBeInTheDocument();
  });

  it('let cell options override the format', () => {
    renderCell({ source: 'price', type: 'number', format: { type: 'money', currency: 'USD' }, cell: { name: 'money', options: { decimals: 0 } } }, 9.6);
    expect(cell()).toHaveTextContent(/^\$10$/);
  });

  it('show a ratio as a percentage', () => {
    renderCell({ source: 'rate', type: 'number', format: { type: 'percent', decimals: 1 } }, 0.125);
    expect(cell()).toHaveTextContent(/^12\.5%$/);
  });
});

describe('relative time cell', () => {
  const field: FieldSchema = { source: 'lastSeen', type: 'datetime', cell: 'relativeTime' };

  it('says how long ago in English with the absolute time in the title', () => {
    const at = new Date(Date.now() - 5 * 60_000 - 10_000);
    renderCell(field, at.getTime());
    const text = screen.getByText('5 minutes ago');
    const absolute = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')} `;
    expect(text.getAttribute('title')).toContain(absolute);
  });

  it("follows react-admin's locale into Chinese", async () => {
    renderCell(field, Date.now() - 2 * 3600_000, { locale: 'zh' });
    expect(await screen.findByText(/2 小时前/)).toBeInTheDocument();
  });

  it('shows text that is no date as it is', () => {
    renderCell(field, 'never');
    expect(cell()).toHaveTextContent(/^never$/);
  });
});

describe('copy cell', () => {
  const field: FieldSchema = { source: 'phone', type: 'text', cell: 'copy' };

  it("copies the value to the clipboard and says 'Copied'", async () => {
    const user = userEvent.setup();
    renderCell(field, '13800000000');
    expect(cell()).toHaveTextContent('13800000000');
    await user.click(screen.getByRole('button', { name: 'Copy 13800000000' }));
    expect(await navigator.clipboard.readText()).toBe('13800000000');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderCell(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Copy abc' }));
    expect(await screen.findByText('Could not copy')).toBeInTheDocument();
  });

  it('is labelled in Chinese', async () => {
    renderCell(field, 'abc', { locale: 'zh' });
    expect(await screen.findByRole('button', { name: '复制 abc' })).toBeInTheDocument();
  });

  it('shows nothing for an empty value', () => {
    renderCell(field, '');
    expect(cell()).toBeEmptyDOMElement();
  });
});

describe('cell registry', () => {
  it('knows every built-in by name', () => {
    for (const name of BUILT_IN_CELL_NAMES) expect(hasCell(name)).toBe(true);
    expect(hasCell('stars')).toBe(false);
    expect(cellOf('stars')).toBeUndefined();
  });

  it.each(BUILT_IN_CELL_NAMES)('renders the built-in cell %s named in a field', (name) => {
    const field: FieldSchema = { source: 'value', type: 'text', cell: name, reference: { resource: 'user', optionText: 'userName' } };
    const { unmount } = renderCell(field, 'a');
    expect(cell()).toBeInTheDocument();
    unmount();
  });

  it('renders a custom cell registered by name, with its options and record', () => {
    function Stars({ value, record, options }: CellProps) {
      return <span aria-label={`${String(record.name)}: ${String(value)} ${String(options.unit)}`}>{'★'.repeat(Number(value))}</span>;
    }
    registerCell('stars', Stars);
    expect(hasCell('stars')).toBe(true);
    renderCell({ source: 'rating', type: 'number', cell: { name: 'stars', options: { unit: 'stars' } } }, 3, { record: { name: 'Ann' } });
    expect(screen.getByLabelText('Ann: 3 stars')).toHaveTextContent('★★★');
  });

  it('shows the raw value for an unknown cell name', () => {
    renderCell({ source: 'rating', type: 'number', cell: 'sparkles' }, 4);
    expect(cell()).toHaveTextContent(/^4$/);
  });
});

describe('the cells catalogue', () => {
  function keys(catalogue: Catalogue, prefix = ''): string[] {
    return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
  }
  it('has the same keys in English and Chinese', () => {
    expect(keys(engineCells.zh).sort()).toEqual(keys(engineCells.en).sort());
  });
});

describe('reference cell (the default of reference fields)', () => {
  const owner: FieldSchema = { source: 'userId', type: 'reference', reference: { resource: 'userOption', optionText: 'userName' } };

  function renderReference(value: unknown, getList: ReturnType<typeof vi.fn>) {
    const dataProvider = { getList } as unknown as Parameters<typeof AdminContext>[0]['dataProvider'];
    return render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <div data-testid="a">
          <FieldCell field={owner} record={{ id: 1, userId: value }} />
        </div>
        <div data-testid="b">
          <FieldCell field={owner} record={{ id: 2, userId: 3 }} />
        </div>
      </AdminContext>,
    );
  }

  it("shows the referenced row's text, with one request for every cell", async () => {
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 2, userName: 'editor' }, { id: 3, userName: 'visitor' }], total: 2 });
    renderReference(2, getList);
    expect(await screen.findByText('editor')).toBeInTheDocument();
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0]?.[0]).toBe('userOption');
  });

  it('shows the id when the referenced row is gone', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 3, userName: 'visitor' }], total: 1 });
    renderReference(42, getList);
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(screen.getByTestId('a')).toHaveTextContent('42');
  });
});
