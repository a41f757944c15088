/** The Platform dropdown of the sticky demo (platformA, platformB, platformC; default a-platform). */
export const PLATFORMS = [
  { key: 'a-platform', name: 'platformA' },
  { key: 'b-platform', name: 'platformB' },
  { key: 'c-platform', name: 'platformC' },
] as const;

export type PlatformKey = (typeof PLATFORMS)[number]['key'];

export const DEFAULT_PLATFORMS: PlatformKey[] = ['a-platform'];

/** Checks or unchecks one platform; the chosen ones stay in the menu's order. */
export function togglePlatform(chosen: readonly PlatformKey[], key: PlatformKey): PlatformKey[] {
  const checked = chosen.includes(key);
  return PLATFORMS.map((platform) => platform.key).filter((item) => (item === key ? !checked : chosen.includes(item)));
}
