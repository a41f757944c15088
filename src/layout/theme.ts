/**
 * The MUI theme, built at run time from the persisted settings: primary colour, light or dark mode
 * and the UI size (a density scale: font size, spacing and components' default `size`).
 */
import { useMemo } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { AA_TEXT, readableOn } from './contrast';
import { DEFAULT_THEME_COLOR, useSettings, type LayoutSettings, type UiSize } from './store/settings';

export { DEFAULT_THEME_COLOR };

/** The light page background: the darkest one coloured text sits on (white paper is lighter). */
const LIGHT_BACKGROUND = '#f0f2f5';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_CLOSED_WIDTH = 54;

interface Density {
  fontSize: number;
  spacing: number;
  control: 'small' | 'medium';
  dense: boolean;
}

export const DENSITY: Record<UiSize, Density> = {
  default: { fontSize: 15, spacing: 8, control: 'medium', dense: false },
  medium: { fontSize: 14, spacing: 8, control: 'medium', dense: false },
  small: { fontSize: 13, spacing: 7, control: 'small', dense: true },
  mini: { fontSize: 12, spacing: 6, control: 'small', dense: true },
};

type ThemeInput = Pick<LayoutSettings, 'theme' | 'mode' | 'size'>;

export function buildTheme({ theme: primary = DEFAULT_THEME_COLOR, mode = 'light', size = 'medium' }: Partial<ThemeInput> = {}): RaThemeOptions {
  const density = DENSITY[size];
  const control = { defaultProps: { size: density.control } };
  const own: RaThemeOptions = {
    palette: {
      mode,
      // WCAG AA: on the light theme the primary colour is used as text on the page and on white and as the
      // background of white text, so a light choice (the default #1890ff, 3.2:1) is darkened until
      // it reads; button texts on it take black or white, whichever contrasts 4.5:1.
      primary: { main: mode === 'light' ? readableOn(primary, LIGHT_BACKGROUND) : primary },
      contrastThreshold: AA_TEXT,
      // MUI's light info and warning (#0288d1, #ed6c02) read at 3.9 and 3.2:1 as text on white.
      ...(mode === 'light' ? { info: { main: readableOn('#0288d1', LIGHT_BACKGROUND) }, warning: { main: readableOn('#ed6c02', LIGHT_BACKGROUND) } } : {}),
      secondary: { main: '#304156' },
      background: mode === 'dark' ? { default: '#121212', paper: '#1e1e1e' } : { default: LIGHT_BACKGROUND, paper: '#fff' },
    },
    spacing: density.spacing,
    typography: { fontSize: density.fontSize },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      MuiButton: control,
      MuiIconButton: control,
      MuiTextField: control,
      MuiFormControl: control,
      MuiSelect: control,
      MuiInputBase: control,
      MuiChip: control,
      MuiToggleButton: control,
      MuiToggleButtonGroup: control,
      MuiSwitch: control,
      MuiCheckbox: control,
      MuiRadio: control,
      MuiFab: control,
      MuiTable: { defaultProps: { size: density.dense ? 'small' : 'medium' } },
      MuiListItemButton: { defaultProps: { dense: density.dense } },
      MuiMenuItem: { defaultProps: { dense: density.dense } },
    },
  };
  return deepmerge(defaultTheme, own) as RaThemeOptions;
}

/** The theme of the persisted settings; rebuilt when one of them changes. */
export function useLayoutTheme(): RaThemeOptions {
  const { theme, mode, size } = useSettings();
  return useMemo(() => buildTheme({ theme, mode, size }), [theme, mode, size]);
}
