import { useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Popover, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface LinkMenuProps {
  value: string;
  onChange: (value: string) => void;
}

/** 'Link' dropdown holding the source Url input. */
export function LinkMenu({ value, onChange }: LinkMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
      >
        {translate('demoWidgets.sticky.link')}
      </Button>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
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
    </>
  );
}
