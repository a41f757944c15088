import type { ThemeMode } from '../store/settings';

/** The template's dark sidebar, a little darker still in dark mode. */
export function sidebarColors(mode: ThemeMode) {
  return mode === 'dark'
    ? { background: '#1d1f24', submenu: '#15171b', hover: '#2a2d33', text: '#c9d1d9' }
    : { background: '#304156', submenu: '#1f2d3d', hover: '#263445', text: '#bfcbd9' };
}
