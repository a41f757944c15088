/** A callback after the next frame is drawn: not before the frame, once, never after a cancel. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/utils/afterNextPaint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
      frames[handle - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const drawFrame = () => frames.splice(0).forEach((frame) => frame(0));

  it('runs in a task after the frame, not in a task queued before it', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    drawFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs once after its fallback when no frame comes (a hidden tab)', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(99);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    cancel();
    drawFrame();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
