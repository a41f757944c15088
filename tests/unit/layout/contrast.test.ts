import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { readableOn } from '../../../src/layout/contrast';
import { sidebarActiveColor, sidebarColors } from '../../../src/layout/menu/sidebarColors';
import { THEME_PRESETS } from '../../../src/layout/store/settings';
import { buildTheme } from '../../../src/layout/theme';

describe('readable colours (WCAG AA)', () => {
  it('keeps a colour that already reads and shades one that does not', () => {
    expect(readableOn('#123456', '#ffffff')).toBe('#123456');
    const shade = readableOn('#1890ff', '#ffffff');
    expect(shade).not.toBe('#1890ff');
    expect(getContrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(readableOn('#304156', '#1e1e1e'), '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the light theme a primary readable on the page and on paper, with readable button text', () => {
    const palette = buildTheme({ theme: '#1890ff', mode: 'light' }).palette as { primary: { main: string } };
    for (const background of ['#f0f2f5', '#ffffff']) expect(getContrastRatio(palette.primary.main, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the theme colour of the active menu item when it reads on the sidebar, else shades it', () => {
    expect(sidebarActiveColor('light', '#1890ff')).toBe('#1890ff');
    expect(sidebarActiveColor('light', '#11a983')).toBe('#11a983');
    for (const mode of ['light', 'dark'] as const) {
      const { background, submenu, hover, text } = sidebarColors(mode);
      for (const preset of THEME_PRESETS) {
        const active = sidebarActiveColor(mode, preset);
        for (const behind of [background, submenu, hover]) expect(getContrastRatio(active, behind)).toBeGreaterThanOrEqual(4.5);
      }
      for (const behind of [background, submenu, hover]) expect(getContrastRatio(text, behind)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
