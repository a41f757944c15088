import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const DEFAULT_THEME_COLOR = '#1890ff';

export function buildTheme(primary = DEFAULT_THEME_COLOR, mode: 'light' | 'dark' = 'light'): RaThemeOptions {
  return {
    ...defaultTheme,
    palette: { mode, primary: { main: primary }, secondary: { main: '#304156' } },
    sidebar: { width: 210, closedWidth: 54 },
  };
}

export const theme = buildTheme();
