/**
 * index.html's admin frame (the layout's outline) is on screen for a signed-in admin page the server
 * revealed it for. The admin's scripts are requested only once it has painted: started with the page,
 * their download took the bandwidth the frame's first paint needed on a slow link.
 */
import { nextPaint } from './afterNextPaint';

export const FRAME_ID = 'admin-frame';

export function frameShown(): boolean {
  const frame = document.getElementById(FRAME_ID);
  return frame !== null && !frame.hidden;
}

/** Resolves after the frame's first paint (at once when no frame is shown). */
export function framePainted(): Promise<void> {
  return frameShown() ? nextPaint() : Promise.resolve();
}
