import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { debounce } from '../utils/debounce';
import { RESIZE_DEBOUNCE_MS, closeMobileSidebar, deviceFor, setDevice } from './store/app';

/** Device from the body width (debounced 100 ms); on a mobile device every route change closes the sidebar. */
export function useResizeHandler(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const check = () => setDevice(deviceFor(document.body.getBoundingClientRect().width));
    check();
    const onResize = debounce(check, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  useEffect(() => closeMobileSidebar(), [pathname]);
}
