/**
 * The date, time, date-and-time and date-range pickers of the form: a stored value shown in the
 * console's one date format, a typed value stored as the field type stores it, an impossible date
 * refused, the calendar reached from the keyboard, the Chinese locale, required and read-only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../../src/kernel/types';
import { fieldOf, pickerOf, renderForm, shownIn, typeInto } from './lightFixture';

const sendAt: FieldSchema = { source: 'sendAt', label: 'Send at', type: 'datetime' };
const save = () => screen.getByRole('button', { name: 'Save' });
const helperOf = (picker: HTMLElement) => picker.closest('.MuiFormControl-root, fieldset')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

describe('date', () => {
  it('refuses an impossible day (Feb 30) with a message, and saves nothing', async () => {
    const { user, onSubmit } = renderForm({ fields: [fieldOf('day')] });
    const day = await pickerOf('Day');
    await typeInto(user, day, '20260230');
    expect(shownIn(day)).toBe('2026-02-30');
    await user.click(save());
    await waitFor(() => expect(helperOf(day)).toBe('Not a real date or time'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens its calendar from the keyboard and picks a day with the arrows', async () => {
    const { user, submitted } = renderForm({ fields: [fieldOf('day')], record: { id: 1, day: '2025-12-30' }, mode: 'edit' });
    const day = await pickerOf('Day');
    await user.click(within(day).getAllByRole('spinbutton')[0]);
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(/Choose date/);
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('December 2025')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('30'));
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(shownIn(day)).toBe('2025-12-31'));
    await user.click(save());
    await waitFor(() => expect(submitted()).toMatchObject({ day: '2025-12-31' }));
  });
});

describe('time', () => {
  it('shows 24-hour time and refuses a half-typed one', async () => {
    const { user, onSubmit } = renderForm({ fields: [fieldOf('at')], record: { id: 1, at: '21:30' }, mode: 'edit' });
    const at = await pickerOf('At');
    expect(shownIn(at)).toBe('21:30');
    await user.click(within(at).getAllByRole('spinbutton')[1]);
    await user.keyboard('{Backspace}');
    expect(shownIn(at)).toBe('21:mm');
    await user.click(save());
    await waitFor(() => expect(helperOf(at)).toBe('Not a real date or time'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('datetime', () => {
  it("shows the stored text as 'yyyy-MM-dd HH:mm:ss' and stores typed sections as the same text", async () => {
    const { user, submitted } = renderForm({ fields: [sendAt], record: { id: 1, sendAt: '2026-03-04 21:45:30' }, mode: 'edit' });
    const picker = await pickerOf('Send at');
    expect(shownIn(picker)).toBe('2026-03-04 21:45:30');
    await typeInto(user, picker, '20270115093005');
    expect(shownIn(picker)).toBe('2027-01-15 09:30:05');
    await user.click(save());
    await waitFor(() => expect(submitted()).toMatchObject({ sendAt: '2027-01-15 09:30:05' }));
  });

  it("follows the field's own display pattern, and stores ISO text on the 'iso' wire", async () => {
    const field: FieldSchema = { ...sendAt, format: { type: 'datetime', display: 'yyyy/MM/dd HH:mm', wire: 'iso' } };
    const { user, submitted } = renderForm({ fields: [field] });
    const picker = await pickerOf('Send at');
    await typeInto(user, picker, '202701150930');
    expect(shownIn(picker)).toBe('2027/01/15 09:30');
    await user.click(save());
    await waitFor(() => expect(submitted()).toMatchObject({ sendAt: new Date(2027, 0, 15, 9, 30).toISOString() }));
  });

  it('refuses an impossible date', async () => {
    const { user, onSubmit } = renderForm({ fields: [sendAt] });
    const picker = await pickerOf('Send at');
    await typeInto(user, picker, '20270231093000');
    await user.click(save());
    await waitFor(() => expect(helperOf(picker)).toBe('Not a real date or time'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('date range', () => {
  it('shows both stored ends and refuses an impossible end', async () => {
    const { user, onSubmit } = renderForm({ fields: [fieldOf('period')], record: { id: 1, period: ['2026-03-01', '2026-03-31'] }, mode: 'edit' });
    const range = await pickerOf('Period');
    expect(shownIn(await pickerOf('Start', range))).toBe('2026-03-01');
    const end = await pickerOf('End', range);
    expect(shownIn(end)).toBe('2026-03-31');
    await typeInto(user, end, '20260431');
    await user.click(save());
    expect(await within(range).findByText('Not a real date or time')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('labels and states', () => {
  it('marks a required picker, and a read-only or disabled one takes no typing', async () => {
    const fields: FieldSchema[] = [
      { ...fieldOf('day'), required: true },
      { ...sendAt, edit: 'readonly' },
      { ...fieldOf('at'), disabledWhen: { field: 'day', equals: '2026-01-01' } },
    ];
    const { user } = renderForm({ fields, record: { id: 1, day: '2026-01-01', sendAt: '2026-03-04 21:45:30', at: '08:00' }, mode: 'edit' });
    expect(screen.getByText('Day', { selector: 'label *' }).closest('label')).toHaveTextContent('Day *');
    const readOnly = await pickerOf('Send at');
    for (const section of within(readOnly).getAllByRole('spinbutton')) expect(section).toHaveAttribute('aria-readonly', 'true');
    await typeInto(user, readOnly, '2030');
    expect(shownIn(readOnly)).toBe('2026-03-04 21:45:30');
    const disabled = await pickerOf('At');
    for (const section of within(disabled).getAllByRole('spinbutton')) expect(section).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('in Chinese', () => {
  it('names the sections and the calendar in Chinese, keeps the one format and says the error in Chinese', async () => {
    const { user } = renderForm({ fields: [fieldOf('day')], record: { id: 1, day: '2026-03-04' }, mode: 'edit', locale: 'zh' });
    const day = await pickerOf('Day');
    expect(shownIn(day)).toBe('2026-03-04');
    expect(within(day).getAllByRole('spinbutton').map((section) => section.getAttribute('aria-label'))).toEqual(['年份', '月份', '日期']);
    await user.click(within(day).getAllByRole('spinbutton')[0]);
    await user.tab();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText(/2026/)).toHaveTextContent(/三月|3月/);
    await user.keyboard('{Escape}');
    await typeInto(user, day, '20260230');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperOf(day)).toBe('不是有效的日期或时间'));
  });
});
