/**
 * The layout shell: sidebar, header (navbar and tags view), the kept-alive views, the settings panel
 * and the progress bar. Replaces react-admin's <Layout>; notifications stay react-admin's.
 */
import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SkipNavigationButton } from 'react-admin';
import { DocumentTitle } from './DocumentTitle';
import { KeepAliveOutlet } from './keepAlive/KeepAliveOutlet';
import { Sidebar } from './menu/Sidebar';
import { Navbar } from './navbar/Navbar';
import { RouteProgress } from './RouteProgress';
import { SessionBridges } from './SessionBridges';
import { SettingsPanel } from './settings/SettingsPanel';
import { useAppState } from './store/app';
import { useSettings } from './store/settings';
import { TagsView } from './tags/TagsView';
import { useErrorCapture } from './useErrorCapture';
import { useResizeHandler } from './useResizeHandler';

export function AppLayout({ children }: { children: ReactNode }) {
  const { device } = useAppState();
  const { tagsView, fixedHeader } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  useResizeHandler();
  useErrorCapture();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }} data-device={device}>
      <SkipNavigationButton />
      <RouteProgress />
      <DocumentTitle />
      <SessionBridges />
      <Sidebar />
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
          <Navbar onOpenSettings={() => setSettingsOpen(true)} />
          {tagsView && <TagsView />}
        </Box>
        <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0 }}>
          <KeepAliveOutlet>{children}</KeepAliveOutlet>
        </Box>
      </Box>
      <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
