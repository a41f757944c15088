/** Date, time, date range, switch, slider, rating and colour inputs: the value each writes, its rule's message, its keyboard. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearPicker, fieldOf, group, pickerOf, renderForm, shownIn, typeInto } from './lightFixture';

const only = (...sources: string[]) => ({ fields: sources.map(fieldOf) });

describe('date and time', () => {
  it("write 'YYYY-MM-DD' and 'HH:mm'", async () => {
    const { user, submitted } = renderForm(only('day', 'at'));
    await typeInto(user, await pickerOf('Day'), '20260304');
    await typeInto(user, await pickerOf('At'), '0945');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()).toMatchObject({ day: '2026-03-04', at: '09:45' }));
  });

  it('show a stored value in the edit form', async () => {
    renderForm({ ...only('day', 'at'), record: { id: 1, day: '2025-12-31', at: '23:05' }, mode: 'edit' });
    expect(shownIn(await pickerOf('Day'))).toBe('2025-12-31');
    expect(shownIn(await pickerOf('At'))).toBe('23:05');
  });
});

describe('date range', () => {
  it('writes [start, end], null when both are emptied', async () => {
    const { user, submitted } = renderForm(only('period'));
    const range = await pickerOf('Period');
    await typeInto(user, await pickerOf('Start', range), '20260101');
    await typeInto(user, await pickerOf('End', range), '20260131');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()).toMatchObject({ period: ['2026-01-01', '2026-01-31'] }));
    await clearPicker(user, await pickerOf('Start', range));
    await clearPicker(user, await pickerOf('End', range));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.period).toBeNull());
  });

  it('refuses an end before the start, and a lone end, with the kernel messages', async () => {
    const { user, onSubmit } = renderForm(only('period'));
    const range = await pickerOf('Period');
    await typeInto(user, await pickerOf('Start', range), '20260210');
    await typeInto(user, await pickerOf('End', range), '20260201');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(range).findByText('The end must not be before the start')).toBeInTheDocument();
    await clearPicker(user, await pickerOf('Start', range));
    expect(await within(range).findByText('Must be a start date and an end date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('switch', () => {
  it('is a real boolean, false until switched on', async () => {
    const { user, submitted } = renderForm(only('active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.active).toBe(false));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.active).toBe(true));
  });
});

describe('slider', () => {
  it('moves by its step from the keyboard and shows the value', async () => {
    const { user, submitted } = renderForm({ ...only('volume'), record: { id: 1, volume: 4 }, mode: 'edit' });
    const slider = await screen.findByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuemax', '10');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText('6', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.volume).toBe(6));
  });

  it('refuses a value off its step (a stored odd value) with the kernel message', async () => {
    const { user, onSubmit } = renderForm({ ...only('volume'), record: { id: 1, volume: 3 }, mode: 'edit' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a multiple of 2')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('rating', () => {
  it('offers 5 stars by default, chosen by the keyboard', async () => {
    const { user, submitted } = renderForm({ ...only('stars'), record: { id: 1, stars: 2 }, mode: 'edit' });
    const stars = group('Stars');
    expect(within(stars).getAllByRole('radio').filter((radio) => radio.getAttribute('value') !== '')).toHaveLength(5);
    const checked = within(stars).getByRole('radio', { name: '2 of 5' });
    expect(checked).toBeChecked();
    checked.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '3 of 5' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.stars).toBe(3));
  });

  it('takes its max', async () => {
    renderForm({ fields: [{ ...fieldOf('stars'), max: 10 }] });
    expect(within(group('Stars')).getByRole('radio', { name: '10 of 10' })).toBeInTheDocument();
  });
});

describe('colour', () => {
  it("writes '#rrggbb' in lower case, from the picker or the text, and refuses other text", async () => {
    const { user, submitted, onSubmit } = renderForm(only('shade'));
    const shade = group('Shade');
    fireEvent.change(within(shade).getByLabelText('Shade colour picker'), { target: { value: '#12ab9f' } });
    expect(within(shade).getByRole('textbox')).toHaveValue('#12ab9f');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.shade).toBe('#12ab9f'));
    const text = within(shade).getByRole('textbox');
    await user.clear(text);
    await user.type(text, '#FFAA00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.shade).toBe('#ffaa00'));
    await user.clear(text);
    await user.type(text, 'red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(shade).findByText('Must be a colour as #rrggbb')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
