/**
 * Renders its children only after the page around it has painted once (a frame, then a task), and
 * keeps their place with a box of the given height meanwhile, so heavy widgets (charts and their
 * library) never delay the first paint nor shift the layout. Lazy children suspend into the same box.
 */
import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { afterNextFrame } from '../../utils/afterNextFrame';

/**
 * How many of `count` parts to show: none at first, then one more after each commit (a frame,
 * then a task), so each part mounts in a commit of its own. A commit cannot be split (React runs it
 * and the insertion of its styles in one go), and three tables and cards in one commit made one of
 * the longest tasks of the dashboard on a slow phone.
 */
export function useRevealInTurn(count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= count) return undefined;
    // In a transition, so what is revealed renders in slices that never block input.
    return afterNextFrame(() => startTransition(() => setShown((current) => Math.min(count, current + 1))));
  }, [shown, count]);
  return shown;
}

export function AfterFirstPaint({ height, children }: { height: number; children: ReactNode }) {
  const painted = useRevealInTurn(1) === 1;
  const placeholder = <Box sx={{ height }} aria-hidden="true" />;
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
