import { readableOnAll } from '../contrast';
import type { ThemeMode } from '../store/settings';

/**
 * The template's dark sidebar, a shade darker so that its texts and the theme colour of the active
 * item read at WCAG AA (4.5:1) on every one of its backgrounds; darker still in dark mode.
 */
export function sidebarColors(mode: ThemeMode) {
  return mode === 'dark'
    ? { background: '#1d1f24', submenu: '#15171b', hover: '#24272d', text: '#c9d1d9' }
    : { background: '#1c2836', submenu: '#172230', hover: '#121b26', text: '#bfcbd9' };
}

/** The active item's colour: the theme colour (the default and presets like #11a983 as they are), else a readable shade of it. */
export function sidebarActiveColor(mode: ThemeMode, themeColor: string): string {
  const { background, submenu, hover } = sidebarColors(mode);
  return readableOnAll(themeColor, [background, submenu, hover]);
}
