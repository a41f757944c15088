/**
 * Whether a table is wider than the box it sits in. Once it is, the answer stays yes until the box
 * grows to the width the table needed then: the table narrows when told (its row buttons fold into
 * a menu), and without that memory it would fit, unfold, overflow and fold again on every resize.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Sub-pixel rounding of scrollWidth against clientWidth. */
const SLACK = 1;

export function useTooWide(box: RefObject<HTMLElement | null>, selector: string): boolean {
  const [tooWide, setTooWide] = useState(false);
  const needed = useRef(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const wrapper = element.querySelector<HTMLElement>(selector) ?? element;
      if (wrapper.scrollWidth > wrapper.clientWidth + SLACK) {
        needed.current = Math.max(needed.current, wrapper.scrollWidth);
        setTooWide(true);
      } else if (wrapper.clientWidth >= needed.current) {
        setTooWide(false);
      }
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  }, [box, selector]);
  return tooWide;
}
