import { Box } from '@mui/material';
import SmsIcon from '@mui/icons-material/Sms';
import { Link } from 'react-router-dom';
import { getConfig } from '../../config';

/** The logo at the top of the sidebar; only the mark when the sidebar is collapsed. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const title = getConfig().siteTitle;
  return (
    <Box
      component={Link}
      to="/"
      aria-label={title}
      data-testid="sidebar-logo"
      sx={{
        height: 50,
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 1.25,
        px: collapsed ? 0 : 2,
        color: '#fff',
        textDecoration: 'none',
        fontWeight: 600,
        fontSize: 14,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      <SmsIcon sx={{ color: 'primary.light', fontSize: 26 }} />
      {!collapsed && <span>{title}</span>}
    </Box>
  );
}
