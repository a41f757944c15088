import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { debounce } from '../utils/debounce';
import { RESIZE_DEBOUNCE_MS, closeMobileSidebar, deviceFor, setDevice } from './store/app';

/** Device from the body width (debounced 100 ms); on a mobile device every route change closes the sidebar. */
export function useResizeHandler(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const check = () => setDevice(deviceFor(document.body.getBoundingClientRect().width));
    // The device at start came from the window's width (store/app.ts); the body's is read after the
    // layout's first paint, when its layout is done anyway. Read at mount it forced that whole
    // layout ahead of the paint (about 25 ms of a list page's load on this machine).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(check, 0);
    });
    const onResize = debounce(check, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  useEffect(() => closeMobileSidebar(), [pathname]);
}
