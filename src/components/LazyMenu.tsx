/**
 * MUI's Menu and MenuItem, loaded at a menu's first opening: the layout's menus (language, size,
 * avatar, a tag's context menu) are closed until clicked, so the dashboard's first load goes
 * without them. Once opened, a menu stays mounted, so it closes with its own transition.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type MuiMenu from '@mui/material/Menu';
import type MuiMenuItem from '@mui/material/MenuItem';

const LoadedMenu = lazy(() => import('@mui/material/Menu'));

// The cast keeps MenuItem's polymorphic props (`component`, and that component's own), which
// React's lazy() types reduce to the default element's; the value is the same component.
export const MenuItem = lazy(() => import('@mui/material/MenuItem')) as unknown as typeof MuiMenuItem;

export function Menu(props: ComponentProps<typeof MuiMenu>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedMenu {...props} />
    </Suspense>
  );
}
