import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountTo, type CountToHandle } from '../../../src/components/CountTo';

describe('CountTo pause and resume', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('continues from where it paused, however long the pause', () => {
    const counter = createRef<CountToHandle>();
    render(<CountTo ref={counter} endVal={1000} duration={1000} useEasing={false} separator="" />);
    const value = () => Number(screen.getByText(/^\d+$/).textContent);

    act(() => void vi.advanceTimersByTime(500));
    const atPause = value();
    expect(atPause).toBeGreaterThan(400);
    expect(atPause).toBeLessThan(600);

    act(() => counter.current?.pauseResume());
    act(() => void vi.advanceTimersByTime(5000));
    expect(value()).toBe(atPause);

    act(() => counter.current?.pauseResume());
    act(() => void vi.advanceTimersByTime(200));
    expect(value()).toBeGreaterThan(atPause);
    expect(value()).toBeLessThan(1000);

    act(() => void vi.advanceTimersByTime(1000));
    expect(value()).toBe(1000);
  });
});
