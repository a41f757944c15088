/**
 * Animated number (the template's count-to): start, end, duration, decimals, prefix and suffix, with
 * start, pause/resume and reset through a ref. Decimals outside 0..20 raise the spec's alert.
 *
 * Light on purpose: each frame writes the formatted number straight into the element's
 * text, without a React render; React renders only when the props or the paused state change. With
 * `prefers-reduced-motion: reduce` the number shows its end value at once.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { assertDecimals, easeOutExpo, formatCount, type CountFormat } from './countTo';

export interface CountToProps extends CountFormat {
  startVal?: number;
  endVal: number;
  duration?: number;
  autoplay?: boolean;
  useEasing?: boolean;
  className?: string;
  onFinish?: () => void;
}

export interface CountToHandle {
  start: () => void;
  pauseResume: () => void;
  reset: () => void;
  readonly paused: boolean;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const CountTo = forwardRef<CountToHandle, CountToProps>(function CountTo(
  { startVal = 0, endVal, duration = 3000, autoplay = true, useEasing = true, className, onFinish, decimals, decimal, separator, prefix, suffix },
  ref,
) {
  const [paused, setPaused] = useState(false);
  const element = useRef<HTMLSpanElement>(null);
  const frame = useRef(0);
  const run = useRef({ startTime: 0, from: startVal, remaining: duration, value: startVal });
  const format = useRef<CountFormat>({ decimals, decimal, separator, prefix, suffix });

  const write = useCallback((value: number) => {
    run.current.value = value;
    const text = formatCount(value, format.current);
    // Frames where the shown text stays the same (the slow end of the easing) touch no DOM.
    if (element.current && element.current.textContent !== text) element.current.textContent = text;
  }, []);

  // A new format shows the current value in it (before paint, so the first frame has the text).
  useLayoutEffect(() => {
    format.current = { decimals, decimal, separator, prefix, suffix };
    write(run.current.value);
  }, [decimals, decimal, separator, prefix, suffix, write]);

  const stop = () => cancelAnimationFrame(frame.current);

  const animate = useCallback(
    (from: number, remaining: number) => {
      stop();
      run.current = { startTime: 0, from, remaining, value: from };
      if (prefersReducedMotion()) {
        write(endVal);
        onFinish?.();
        return;
      }
      const step = (time: number) => {
        const state = run.current;
        if (!state.startTime) state.startTime = time;
        const elapsed = time - state.startTime;
        const change = endVal - state.from;
        const next = useEasing
          ? easeOutExpo(elapsed, state.from, change, state.remaining)
          : state.from + (change * elapsed) / state.remaining;
        const done = elapsed >= state.remaining;
        write(done ? endVal : next);
        if (done) onFinish?.();
        else frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [endVal, useEasing, onFinish, write],
  );

  const start = useCallback(() => {
    setPaused(false);
    animate(startVal, duration);
  }, [animate, startVal, duration]);

  useEffect(() => {
    if (autoplay) start();
    return stop;
  }, [autoplay, start]);

  useImperativeHandle(
    ref,
    () => ({
      start,
      pauseResume: () => {
        if (paused) {
          setPaused(false);
          const state = run.current;
          const elapsed = state.startTime ? performance.now() - state.startTime : 0;
          animate(state.value, Math.max(0, state.remaining - elapsed));
        } else {
          stop();
          // Keep only the time still to run, so a long pause does not count as elapsed time.
          const state = run.current;
          if (state.startTime) state.remaining = Math.max(0, state.remaining - (performance.now() - state.startTime));
          state.startTime = 0;
          setPaused(true);
        }
      },
      reset: () => {
        stop();
        setPaused(false);
        run.current = { startTime: 0, from: startVal, remaining: duration, value: startVal };
        write(startVal);
      },
      get paused() {
        return paused;
      },
    }),
    [start, animate, paused, startVal, duration, write],
  );

  assertDecimals(decimals ?? 0);
  return <span ref={element} className={className} />;
});
