import { Box, Popover, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DropdownButton } from '../shared/DropdownButton';

interface LinkMenuProps {
  value: string;
  onChange: (value: string) => void;
}

/** 'Link' dropdown holding the source Url input. */
export function LinkMenu({ value, onChange }: LinkMenuProps) {
  const translate = useTranslate();
  return (
    <DropdownButton label={translate('demoWidgets.sticky.link')} popup="dialog">
      {(popup) => (
        <Popover {...popup} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
          <Box sx={{ p: 2, width: 320 }}>
            <TextField
              label={translate('demoWidgets.sticky.url')}
              placeholder={translate('demoWidgets.sticky.urlPlaceholder')}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              size="small"
              fullWidth
              autoFocus
            />
          </Box>
        </Popover>
      )}
    </DropdownButton>
  );
}
