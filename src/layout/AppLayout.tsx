/**
 * The layout shell: sidebar, header (navbar and tags view), the kept-alive views, the settings panel
 * and the progress bar. Replaces react-admin's <Layout>; notifications stay react-admin's.
 */
import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipNavigationButton } from 'react-admin';
import { FRAME_ID } from '../utils/framePaint';
import { DocumentTitle } from './DocumentTitle';
import { KeepAliveOutlet } from './keepAlive/KeepAliveOutlet';
import { Sidebar } from './menu/Sidebar';
import { Navbar } from './navbar/Navbar';
import { RouteProgress } from './RouteProgress';
import { SessionBridges } from './SessionBridges';
import { PermissionsFollower } from './PermissionsFollower';
import { useAppState } from './store/app';
import { useSettings } from './store/settings';
import { TagsView } from './tags/TagsView';
import { useErrorCapture } from './useErrorCapture';
import { useResizeHandler } from './useResizeHandler';

/**
 * react-admin's skip link, mounted just after the layout's first commit. On a phone it is an icon
 * button in a Tooltip whose ref sets state while React commits; that synchronous update made React
 * run every passive effect of the admin's first mount, and the re-render they cause, inside the
 * commit's task (one long task under 4x CPU). The link is off screen until focused.
 */
function SkipNavigation() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <SkipNavigationButton /> : null;
}

// The settings panel loads at its first opening: the dashboard's first load does not need it.
const SettingsPanel = lazy(() => import('./settings/SettingsPanel').then((module) => ({ default: module.SettingsPanel })));

/**
 * The layout's parts, each re-rendered only by its own state and contexts: react-admin re-renders
 * the layout with new children several times while it boots (resources registered, permissions
 * known), and each time the whole sidebar, navbar and tags view rendered again in one blocking
 * task.
 */
const Parts = {
  SkipNavigation: memo(SkipNavigation),
  RouteProgress: memo(RouteProgress),
  DocumentTitle: memo(DocumentTitle),
  SessionBridges: memo(SessionBridges),
  PermissionsFollower: memo(PermissionsFollower),
  Sidebar: memo(Sidebar),
  Navbar: memo(Navbar),
  TagsView: memo(TagsView),
  SettingsPanel: memo(SettingsPanel),
};

export function AppLayout({ children }: { children: ReactNode }) {
  const { device } = useAppState();
  const { tagsView, fixedHeader } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from the first opening on, so it closes with its own animation.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = useCallback(() => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  }, []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  useResizeHandler();
  useErrorCapture();
  // index.html's frame was hidden by its own rules when this layout committed; it is not needed again.
  useEffect(() => document.getElementById(FRAME_ID)?.remove(), []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }} data-device={device}>
      <Parts.SkipNavigation />
      <Parts.RouteProgress />
      <Parts.DocumentTitle />
      <Parts.SessionBridges />
      <Parts.PermissionsFollower />
      <Parts.Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Box
          data-testid="layout-header"
          data-fixed={fixedHeader}
          sx={{
            position: fixedHeader ? 'sticky' : 'relative',
            top: 0,
            zIndex: (theme) => theme.zIndex.appBar,
            boxShadow: '0 1px 4px rgba(0,21,41,.08)',
          }}
        >
          <Parts.Navbar onOpenSettings={openSettings} />
          {tagsView && <Parts.TagsView />}
        </Box>
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0 }}>
          <KeepAliveOutlet>{children}</KeepAliveOutlet>
        </Box>
      </Box>
      {settingsUsed && (
        <Suspense fallback={null}>
          <Parts.SettingsPanel open={settingsOpen} onClose={closeSettings} />
        </Suspense>
      )}
    </Box>
  );
}
