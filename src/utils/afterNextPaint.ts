/**
 * Runs `callback` once the next frame has been drawn: in a task queued from the frame's animation
 * callback. A task queued at once (setTimeout 0) ran before the frame whenever the frame was not yet
 * due, and what it cost (a history replace: about 2 ms in Chrome) delayed the change on screen.
 * A hidden tab draws no frames: the callback runs after FALLBACK_MS then. Returns a cancel function.
 */
const FALLBACK_MS = 100;

export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(task);
    clearTimeout(fallback);
  };
}

/** afterNextPaint as a promise. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => void afterNextPaint(resolve));
