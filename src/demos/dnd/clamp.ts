/** Keeping a dragged box (the drag dialog) inside the viewport. */
export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

function clampAxis(delta: number, start: number, size: number, room: number): number {
  const min = -start;
  const max = room - (start + size);
  // Larger than the viewport: keep its start edge (the title bar) visible.
  if (max < min) return min;
  return Math.min(Math.max(delta, min), max);
}

/** The part of a move `delta` that keeps `box` (where it is now) wholly inside `viewport`. */
export function clampDelta(delta: Point, box: Box, viewport: Viewport): Point {
  return {
    x: clampAxis(delta.x, box.left, box.width, viewport.width),
    y: clampAxis(delta.y, box.top, box.height, viewport.height),
  };
}
