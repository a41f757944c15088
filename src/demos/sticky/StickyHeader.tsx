import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { format } from 'date-fns';
import { LinkMenu } from './LinkMenu';
import { PlatformMenu } from './PlatformMenu';
import { DEFAULT_PLATFORMS, PLATFORMS, type PlatformKey } from './platforms';
import { RELEASE_TIME_FORMAT, ReleaseTimePicker } from './ReleaseTimePicker';

/** The demo's header bar: platforms, link, release time and publish. */
export function StickyHeader() {
  const translate = useTranslate();
  const notify = useNotify();
  const [platforms, setPlatforms] = useState<PlatformKey[]>(DEFAULT_PLATFORMS);
  const [url, setUrl] = useState('');
  const [time, setTime] = useState<{ value: Date | null; valid: boolean }>({ value: null, valid: true });

  const publish = () => {
    const names = PLATFORMS.filter((platform) => platforms.includes(platform.key))
      .map((platform) => translate(`demoWidgets.sticky.platforms.${platform.key}`))
      .join(', ');
    notify(
      translate('demoWidgets.sticky.publishNotice', {
        platforms: names || '-',
        time: time.value ? format(time.value, RELEASE_TIME_FORMAT) : '-',
      }),
      { type: 'success' },
    );
  };

  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      justifyContent="flex-end"
      flexWrap="wrap"
      useFlexGap
      sx={{ px: 2, py: 1.5, bgcolor: (theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100]), borderBottom: 1, borderColor: 'divider', boxShadow: 1 }}
    >
      <PlatformMenu value={platforms} onChange={setPlatforms} />
      <LinkMenu value={url} onChange={setUrl} />
      <ReleaseTimePicker value={time.value} onChange={(value, valid) => setTime({ value, valid })} />
      <Button variant="contained" color="success" disabled={!time.valid} onClick={publish}>
        {translate('demoWidgets.sticky.publish')}
      </Button>
    </Stack>
  );
}
