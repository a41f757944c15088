/**
 * Sticky block (the template's sticky): in the flow until the page scrolls it above `stickyTop`, then
 * fixed at `stickyTop` px from the top of the window, keeping its width, while a placeholder keeps its
 * height in the flow. Listens to scrolling of the window and of any scrolling container.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface StickyProps {
  /** Distance from the top of the window, in px, at which the block sticks. */
  stickyTop?: number;
  zIndex?: number;
  className?: string;
  children: ReactNode;
}

interface StickyState {
  fixed: boolean;
  width: number;
  height: number;
}

const RESTING: StickyState = { fixed: false, width: 0, height: 0 };

export function Sticky({ stickyTop = 0, zIndex = 1, className, children }: StickyProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StickyState>(RESTING);

  useEffect(() => {
    const update = () => {
      const element = placeholder.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      setState((current) => {
        if (rect.top >= stickyTop) return current.fixed ? RESTING : current;
        // Sticking: the placeholder keeps the height it had in the flow; the width follows the layout.
        const height = current.fixed ? current.height : rect.height;
        if (current.fixed && current.width === rect.width) return current;
        return { fixed: true, width: rect.width, height };
      });
    };
    update();
    const options = { capture: true, passive: true };
    window.addEventListener('scroll', update, options);
    window.addEventListener('resize', update);
    // The layout may change the width without resizing the window (a sidebar opening, say).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (placeholder.current) observer?.observe(placeholder.current);
    return () => {
      window.removeEventListener('scroll', update, options);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [stickyTop]);

  return (
    <div ref={placeholder} style={{ height: state.fixed ? state.height : undefined, zIndex, position: 'relative' }}>
      <div
        className={className}
        data-sticky={state.fixed ? 'fixed' : 'static'}
        style={state.fixed ? { position: 'fixed', top: stickyTop, width: state.width, zIndex } : { zIndex }}
      >
        {children}
      </div>
    </div>
  );
}
