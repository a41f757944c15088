/**
 * Renders its children only after the page around it has painted once (a frame, then a task), and
 * keeps their place with a box of the given height meanwhile, so heavy widgets (charts and their
 * library) never delay the first paint nor shift the layout. Lazy children suspend into the same box.
 */
import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      // In a transition, so the heavy children render in slices that never block input.
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function AfterFirstPaint({ height, children }: { height: number; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const placeholder = <Box sx={{ height }} aria-hidden="true" />;
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
