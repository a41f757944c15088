/** A dialog in a view the tags view keeps hidden is closed, and open again when its view is shown. */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogTitle } from '@mui/material';
import { ViewDialog } from '../../../src/components/ViewDialog';
import { ViewShownContext } from '../../../src/utils/viewShown';

const inView = (shown: boolean) => (
  <ViewShownContext.Provider value={shown}>
    <ViewDialog open aria-labelledby="t">
      <DialogTitle id="t">Left open</DialogTitle>
    </ViewDialog>
  </ViewShownContext.Provider>
);

describe('ViewDialog', () => {
  it('is open while its view is shown, closed while it is hidden, and open again after', async () => {
    const { rerender } = render(inView(true));
    expect(screen.getByRole('dialog', { name: 'Left open' })).toBeVisible();
    rerender(inView(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Left open' })).not.toBeInTheDocument());
    // Nothing of it holds the page: the body scrolls again.
    expect(document.body.style.overflow).not.toBe('hidden');
    rerender(inView(true));
    expect(await screen.findByRole('dialog', { name: 'Left open' })).toBeVisible();
  });
});
