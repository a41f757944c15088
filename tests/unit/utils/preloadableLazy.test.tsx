import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from '../../../src/utils/preloadableLazy';

const page = (text: string) => ({ default: () => <p>{text}</p> });

describe('preloadableLazy', () => {
  it('renders a preloaded module at once: no fallback, not even for one commit', async () => {
    const lazyPage = preloadableLazy(() => Promise.resolve(page('ready')));
    expect(lazyPage.isLoaded()).toBe(false);
    await lazyPage.preload();
    expect(lazyPage.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <lazyPage.Component />
      </Suspense>,
    );
    // Synchronously after the first commit.
    expect(screen.getByText('ready')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('suspends like React.lazy when rendered before the load, and loads once', async () => {
    let calls = 0;
    const lazyPage = preloadableLazy(() => {
      calls += 1;
      return Promise.resolve(page('later'));
    });
    render(
      <Suspense fallback={<p>fallback</p>}>
        <lazyPage.Component />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
    await lazyPage.preload();
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next preload tries again', async () => {
    let fail = true;
    const lazyPage = preloadableLazy(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(page('back'))));
    await expect(lazyPage.preload()).rejects.toThrow('offline');
    expect(lazyPage.isLoaded()).toBe(false);
    fail = false;
    await lazyPage.preload();
    expect(lazyPage.isLoaded()).toBe(true);
  });
});
