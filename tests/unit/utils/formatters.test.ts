import { describe, expect, it } from 'vitest';
import { numberFormatter, toThousand } from '../../../src/utils/numberFormatter';
import { debounce } from '../../../src/utils/debounce';
import { vi } from 'vitest';

describe('number formatter', () => {
  it('uses k, M, G, T, P, E', () => {
    expect(numberFormatter(999)).toBe('999');
    expect(numberFormatter(1000)).toBe('1k');
    expect(numberFormatter(1500)).toBe('1.5k');
    expect(numberFormatter(2_340_000, 2)).toBe('2.34M');
    expect(numberFormatter(1e9)).toBe('1G');
    expect(numberFormatter(1e12)).toBe('1T');
    expect(numberFormatter(1e15)).toBe('1P');
    expect(numberFormatter(3.2e18)).toBe('3.2E');
    expect(toThousand(1234567.5)).toBe('1,234,567.5');
  });
});

describe('debounce', () => {
  it('calls once after the wait', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced(1);
    debounced(2);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    vi.useRealTimers();
  });
});
