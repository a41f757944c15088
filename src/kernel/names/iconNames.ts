/** The icon names a schema may give (`icon`, `route.group.icon`); icons.ts maps each to its component. */
export const ICON_NAMES = ['article', 'badge', 'block', 'folder', 'inventory', 'lock', 'people', 'sms', 'table'] as const;

export type IconName = (typeof ICON_NAMES)[number];
