/** A confirmation left open in a view the tags view keeps hidden is closed, and open again when its view is shown. */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ViewConfirm } from '../../../src/components/ViewConfirm';
import { ViewShownContext } from '../../../src/utils/viewShown';

const inView = (shown: boolean) => (
  <ViewShownContext.Provider value={shown}>
    <ViewConfirm isOpen title="Delete this?" content="It goes for good." onConfirm={vi.fn()} onClose={vi.fn()} />
  </ViewShownContext.Provider>
);

describe('ViewConfirm', () => {
  it('is open while its view is shown, closed while it is hidden, and open again after', async () => {
    const { rerender } = render(inView(true));
    expect(screen.getByRole('dialog', { name: 'Delete this?' })).toBeVisible();
    rerender(inView(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this?' })).not.toBeInTheDocument());
    expect(document.body.style.overflow).not.toBe('hidden');
    rerender(inView(true));
    expect(await screen.findByRole('dialog', { name: 'Delete this?' })).toBeVisible();
  });
});
