/**
 * Layout settings, persisted through the session module: theme colour, tags
 * view, fixed header, sidebar logo and light/dark mode in localStorage; the UI size in its cookie.
 */
import { SETTINGS_KEY, getSizeCookie, readLocalJson, setSizeCookie, writeLocalJson } from '../../providers/session';
import { createStore, useStore } from './createStore';

export const DEFAULT_THEME_COLOR = '#1890ff';
export const THEME_PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16'];

export type UiSize = 'default' | 'medium' | 'small' | 'mini';
export const UI_SIZES: UiSize[] = ['default', 'medium', 'small', 'mini'];
export const DEFAULT_SIZE: UiSize = 'medium';

export type ThemeMode = 'light' | 'dark';

export interface LayoutSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  mode: ThemeMode;
  size: UiSize;
}

export const defaultSettings: LayoutSettings = {
  theme: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  mode: 'light',
  size: DEFAULT_SIZE,
};

export function isUiSize(value: unknown): value is UiSize {
  return typeof value === 'string' && (UI_SIZES as string[]).includes(value);
}

export function isColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

/** Settings from stored values, each field checked, defaults for anything missing or broken. */
export function parseSettings(stored: unknown, sizeCookie: string | undefined): LayoutSettings {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const flag = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo') =>
    typeof record[key] === 'boolean' ? (record[key] as boolean) : defaultSettings[key];
  return {
    theme: isColor(record.theme) ? record.theme : defaultSettings.theme,
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
    mode: record.mode === 'dark' ? 'dark' : 'light',
    size: isUiSize(sizeCookie) ? sizeCookie : DEFAULT_SIZE,
  };
}

function persist({ size, ...rest }: LayoutSettings): void {
  writeLocalJson(SETTINGS_KEY, rest);
  setSizeCookie(size);
}

export const settingsStore = createStore<LayoutSettings>(
  parseSettings(readLocalJson(SETTINGS_KEY), getSizeCookie()),
  persist,
);

export function changeSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
  settingsStore.set((current) => ({ ...current, [key]: value }));
}

export const useSettings = (): LayoutSettings => useStore(settingsStore);
