/** The secret shown once: its Copy button copies it, says when copying failed, and starts afresh for the next secret. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecretShownOnceDialog, type SecretShownOnceTexts } from '../../../src/components/SecretShownOnceDialog';

const texts: SecretShownOnceTexts = { title: 'Copy it now', help: 'Shown once', label: 'The secret of alpha', copy: 'Copy', copied: 'Copied', copyFailed: 'Copy failed', close: 'Close' };

describe('SecretShownOnceDialog', () => {
  it('says a failed copy, and forgets it once closed', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    const { rerender } = render(<SecretShownOnceDialog secret="s3cret" texts={texts} onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Copy it now' }));
    expect(dialog.getByRole('textbox', { name: 'The secret of alpha' })).toHaveValue('s3cret');
    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('s3cret');
    expect(await dialog.findByText('Copy failed')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<SecretShownOnceDialog secret={undefined} texts={texts} onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<SecretShownOnceDialog secret="next" texts={texts} onClose={onClose} />);
    const next = within(await screen.findByRole('dialog', { name: 'Copy it now' }));
    expect(next.queryByText('Copy failed')).not.toBeInTheDocument();
  });
});
