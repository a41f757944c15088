import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const chart = { width: 800, height: 350, resize: vi.fn(), setOption: vi.fn(), dispose: vi.fn() };
vi.mock('echarts/core', () => ({
  init: () => ({
    getWidth: () => chart.width,
    getHeight: () => chart.height,
    resize: chart.resize,
    setOption: chart.setOption,
    dispose: chart.dispose,
  }),
}));

const { EChart, needsResize } = await import('../../../src/components/charts/EChart');

let notify: () => void = () => undefined;
class FakeResizeObserver {
  constructor(callback: () => void) {
    notify = callback;
  }
  observe() {}
  disconnect() {}
}

describe('EChart resizing', () => {
  it('needsResize: only for a visible box of another size', () => {
    expect(needsResize({ width: 0, height: 0 }, { width: 800, height: 350 })).toBe(false);
    expect(needsResize({ width: 800, height: 0 }, { width: 800, height: 350 })).toBe(false);
    expect(needsResize({ width: 800, height: 350 }, { width: 800, height: 350 })).toBe(false);
    expect(needsResize({ width: 600, height: 350 }, { width: 800, height: 350 })).toBe(true);
    expect(needsResize({ width: 800, height: 300 }, { width: 800, height: 350 })).toBe(true);
  });

  describe('the observed box', () => {
    const box = { width: 800, height: 350 };
    beforeEach(() => {
      vi.stubGlobal('ResizeObserver', FakeResizeObserver);
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height);
      chart.resize.mockClear();
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    const observe = (width: number, height: number) => {
      box.width = width;
      box.height = height;
      act(() => {
        notify();
        vi.advanceTimersToNextFrame();
      });
    };

    it('is not laid out again while hidden nor when shown again at its size, but is when its size changes', () => {
      render(<EChart option={{}} label="chart" />);
      // The chart is built in a task of its own (chartQueue).
      act(() => {
        vi.advanceTimersByTime(0);
      });
      observe(800, 350); // first observation: the chart already has this size
      observe(0, 0); // hidden (display: none)
      observe(800, 350); // shown again
      expect(chart.resize).not.toHaveBeenCalled();
      observe(600, 350); // sidebar toggled
      expect(chart.resize).toHaveBeenCalledTimes(1);
    });
  });
});
