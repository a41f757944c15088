import { ButtonBase, Typography } from '@mui/material';
import type { IconEntry } from './iconList';

/** One icon as a button: click, Enter or Space copies its snippet. */
export function IconTile({ icon, onCopy }: { icon: IconEntry; onCopy(name: string): void }) {
  const { name, Icon } = icon;
  return (
    <ButtonBase
      onClick={() => onCopy(name)}
      aria-label={name}
      title={`<${name}Icon />`}
      sx={{
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
        width: '100%',
        height: '100%',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        '&:hover, &.Mui-focusVisible': { color: 'primary.main', borderColor: 'primary.main', bgcolor: 'action.hover' },
      }}
    >
      <Icon sx={{ fontSize: 32 }} />
      <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
        {name}
      </Typography>
    </ButtonBase>
  );
}
