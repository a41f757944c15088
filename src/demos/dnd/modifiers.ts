import type { Modifier } from '@dnd-kit/core';

/** Rows of a table only move up and down. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
