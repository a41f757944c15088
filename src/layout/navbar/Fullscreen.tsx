import { useEffect, useState } from 'react';
import { IconButton } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useNotify, useTranslate } from 'react-admin';

export function Fullscreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const [active, setActive] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify('layout.navbar.fullscreenUnsupported', { type: 'warning' });
      return;
    }
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => notify('layout.navbar.fullscreenUnsupported', { type: 'warning' }));
  };

  return (
    <IconButton
      aria-label={translate(active ? 'layout.navbar.exitFullscreen' : 'layout.navbar.fullscreen')}
      aria-pressed={active}
      color="inherit"
      onClick={toggle}
    >
      {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
    </IconButton>
  );
}
