/**
 * Back-to-top button: fixed at the bottom right, shown once the page has scrolled past
 * `visibilityHeight`, and scrolling smoothly back to `backPosition`. Works whether the window or an
 * inner container of the layout scrolls.
 */
import { useEffect, useRef, useState } from 'react';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { Fab, Zoom } from '@mui/material';
import { useTranslate } from 'react-admin';
import { scrollParent } from './scrollParent';
import demoWidgetsTexts from '../kernel/texts/sections/demoWidgets';
import { registerSection } from '../providers/pageTexts';

registerSection(demoWidgetsTexts);

export interface BackToTopProps {
  visibilityHeight?: number;
  backPosition?: number;
  /** Diameter of the button, px. */
  size?: number;
  /** Distance from the right and bottom edges of the window, px. */
  offset?: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function BackToTop({ visibilityHeight = 400, backPosition = 0, size = 40, offset = 50 }: BackToTopProps) {
  const translate = useTranslate();
  const anchor = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(scrollParent(anchor.current).scrollTop > visibilityHeight);
    update();
    const options = { capture: true, passive: true };
    window.addEventListener('scroll', update, options);
    return () => window.removeEventListener('scroll', update, options);
  }, [visibilityHeight]);

  const back = () =>
    scrollParent(anchor.current).scrollTo({ top: backPosition, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });

  return (
    <>
      <span ref={anchor} hidden />
      <Zoom in={visible}>
        <Fab
          color="primary"
          aria-label={translate('components.backToTop')}
          title={translate('components.backToTop')}
          onClick={back}
          sx={{ position: 'fixed', right: offset, bottom: offset, width: size, height: size, minHeight: size, zIndex: 'speedDial' }}
        >
          <VerticalAlignTopIcon />
        </Fab>
      </Zoom>
    </>
  );
}
