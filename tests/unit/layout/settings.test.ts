import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from '../../../src/layout/store/settings';
import { buildTheme } from '../../../src/layout/theme';
import { deviceFor } from '../../../src/layout/store/app';

describe('layout settings', () => {
  it('defaults: #1890ff, tags view on, medium size', () => {
    expect(parseSettings(undefined, undefined)).toEqual(defaultSettings);
    expect(defaultSettings).toMatchObject({ theme: '#1890ff', tagsView: true, size: 'medium', mode: 'light' });
  });

  it('reads stored values and ignores broken ones', () => {
    expect(parseSettings({ theme: '#11a983', tagsView: false, mode: 'dark' }, 'mini')).toMatchObject({
      theme: '#11a983',
      tagsView: false,
      mode: 'dark',
      size: 'mini',
    });
    expect(parseSettings({ theme: 'red', fixedHeader: 'yes' }, 'huge')).toMatchObject({
      theme: '#1890ff',
      fixedHeader: false,
      size: 'medium',
    });
  });

  it('builds the MUI theme from colour, mode and size', () => {
    const theme = buildTheme({ theme: '#123456', mode: 'dark', size: 'mini' });
    expect(theme.palette?.primary).toMatchObject({ main: '#123456' });
    expect(theme.palette?.mode).toBe('dark');
    expect(theme.typography).toMatchObject({ fontSize: 12 });
    expect(theme.components?.MuiButton?.defaultProps).toMatchObject({ size: 'small' });
    expect(buildTheme().components?.MuiButton?.defaultProps).toMatchObject({ size: 'medium' });
  });

  it('is a mobile device under 992 px', () => {
    expect(deviceFor(991)).toBe('mobile');
    expect(deviceFor(992)).toBe('desktop');
    expect(deviceFor(993)).toBe('desktop');
    expect(deviceFor(1280)).toBe('desktop');
  });
});
