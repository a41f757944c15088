import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameShown, framePainted } from '../../../src/utils/framePaint';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the admin frame', () => {
  it('is shown only when the server revealed it', () => {
    document.body.innerHTML = '<div id="admin-frame" hidden></div>';
    expect(frameShown()).toBe(false);
    document.getElementById('admin-frame')?.removeAttribute('hidden');
    expect(frameShown()).toBe(true);
  });

  it('lets the admin load at once without a frame, and after the next paint under one', async () => {
    await expect(framePainted()).resolves.toBeUndefined();
    document.body.innerHTML = '<div id="admin-frame"></div>';
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let painted = false;
    void framePainted().then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(painted).toBe(false);
    frame?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);
  });
});
