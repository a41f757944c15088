/**
 * index.html's admin frame (the layout's outline) is on screen for a signed-in admin page the server
 * revealed it for. The admin's scripts are requested only once it has painted: started with the page,
 * their download took the bandwidth the frame's first paint needed on a slow link.
 */
export const FRAME_ID = 'admin-frame';

/** How long to wait for the paint at most: a tab in the background runs no animation frames. */
const PAINT_WAIT_MS = 100;

export function frameShown(): boolean {
  const frame = document.getElementById(FRAME_ID);
  return frame !== null && !frame.hidden;
}

/** Resolves after the frame's first paint (at once when no frame is shown). */
export function framePainted(): Promise<void> {
  if (!frameShown()) return Promise.resolve();
  return new Promise((resolve) => {
    // An animation frame runs just before the paint; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, PAINT_WAIT_MS);
  });
}
