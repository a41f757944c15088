/**
 * A chart below the fold is built only when a tenth of its box comes on screen; its box and
 * accessible name are there from the start.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn((..._args: unknown[]) => ({ getWidth: () => 0, getHeight: () => 0, resize: vi.fn(), setOption: vi.fn(), dispose: vi.fn() }));
vi.mock('echarts/core', () => ({ init }));

const { EChart, VISIBLE_SHARE } = await import('../../../src/components/charts/EChart');

type Report = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
let report: Report = () => undefined;
let options: IntersectionObserverInit | undefined;
const disconnect = vi.fn();
class FakeIntersectionObserver {
  constructor(callback: Report, init?: IntersectionObserverInit) {
    report = callback;
    options = init;
  }
  observe() {}
  disconnect = disconnect;
}
class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

describe('EChart building', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    init.mockClear();
    disconnect.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const nextTask = () =>
    act(() => {
      vi.advanceTimersByTime(0);
    });

  it('waits until a tenth of the box is on screen, then builds the chart in a task of its own, once', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<EChart option={{}} label="Budget radar" height={300} />);
    expect(screen.getByRole('img', { name: 'Budget radar' })).toBeTruthy();
    expect(options?.threshold).toBe(VISIBLE_SHARE);
    nextTask();
    expect(init).not.toHaveBeenCalled();
    act(() => report([{ isIntersecting: false }]));
    nextTask();
    expect(init).not.toHaveBeenCalled();
    act(() => report([{ isIntersecting: true }]));
    expect(disconnect).toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
    nextTask();
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when it unmounts before it was seen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { unmount } = render(<EChart option={{}} label="Pie" />);
    unmount();
    expect(disconnect).toHaveBeenCalled();
    nextTask();
    expect(init).not.toHaveBeenCalled();
  });

  it('draws at most two device pixels per CSS pixel: a 2.6x phone screen costs the canvas 40% fewer pixels', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    for (const [screenRatio, chartRatio] of [[2.625, 2], [1.5, 1.5], [1, 1]]) {
      vi.stubGlobal('devicePixelRatio', screenRatio);
      init.mockClear();
      const { unmount } = render(<EChart option={{}} label="Line" />);
      nextTask();
      expect(init).toHaveBeenCalledWith(expect.any(HTMLElement), undefined, { devicePixelRatio: chartRatio });
      unmount();
    }
  });

  it('builds without waiting where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<EChart option={{}} label="Line" />);
    nextTask();
    expect(init).toHaveBeenCalledTimes(1);
  });
});
