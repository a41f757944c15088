import { describe, expect, it } from 'vitest';
import { clampDelta } from '../../../src/demos/dnd/clamp';

const viewport = { width: 1000, height: 800 };
const box = { left: 200, top: 100, width: 400, height: 300 };

describe('clampDelta (drag dialog kept inside the viewport)', () => {
  it('keeps a move that stays inside', () => {
    expect(clampDelta({ x: 50, y: -20 }, box, viewport)).toEqual({ x: 50, y: -20 });
  });

  it('stops at the left and top edges', () => {
    expect(clampDelta({ x: -500, y: -500 }, box, viewport)).toEqual({ x: -200, y: -100 });
  });

  it('stops at the right and bottom edges', () => {
    expect(clampDelta({ x: 900, y: 900 }, box, viewport)).toEqual({ x: 400, y: 400 });
  });

  it('brings back a box already outside (a smaller window)', () => {
    expect(clampDelta({ x: 0, y: 0 }, { left: 800, top: -30, width: 400, height: 300 }, viewport)).toEqual({ x: -200, y: 30 });
  });

  it('keeps the top-left (title bar) visible when the box is larger than the viewport', () => {
    expect(clampDelta({ x: 100, y: 100 }, { left: -50, top: -10, width: 1200, height: 900 }, viewport)).toEqual({ x: 50, y: 10 });
  });
});
