/** The layout reads the body's width after its first paint, not at mount, where it forced the whole layout ahead of the paint. */
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResizeHandler } from '../../../src/layout/useResizeHandler';
import { appStore } from '../../../src/layout/store/app';

function Layout() {
  useResizeHandler();
  return null;
}

describe('useResizeHandler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures the body after the first frame, and sets the device from it', async () => {
    const measure = vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width: 700 } as DOMRect);
    render(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    expect(measure).not.toHaveBeenCalled();
    await waitFor(() => expect(measure).toHaveBeenCalled());
    expect(appStore.get().device).toBe('mobile');
  });
});
