/**
 * Runs `callback` in a task of its own after the next frame (so the frame is painted first and the
 * callback does not lengthen it); the returned function cancels it.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
