import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountTo } from '../../../src/components/CountTo';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('CountTo without a React render per frame', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts to the end value with no commit after mount', () => {
    mockReducedMotion(false);
    const commits = vi.fn();
    render(
      <Profiler id="count" onRender={commits}>
        <span data-testid="value">
          <CountTo endVal={2600} duration={1000} prefix="$" />
        </span>
      </Profiler>,
    );
    expect(screen.getByTestId('value').textContent).toBe('$0');
    const afterMount = commits.mock.calls.length;
    act(() => void vi.advanceTimersByTime(500));
    const midway = Number(screen.getByTestId('value').textContent?.replace(/[$,]/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(2600);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('value').textContent).toBe('$2,600');
    expect(commits.mock.calls.length).toBe(afterMount);
  });

  it('shows the end value at once when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    const onFinish = vi.fn();
    render(
      <span data-testid="value">
        <CountTo endVal={1234} duration={3000} onFinish={onFinish} />
      </span>,
    );
    expect(screen.getByTestId('value').textContent).toBe('1,234');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
