import { useState, type ReactNode } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button } from '@mui/material';

/** What a dropdown's popup (a MUI Menu or Popover) takes to open under its button. */
export interface DropdownPopupProps {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

interface DropdownButtonProps {
  label: string;
  /** The kind of popup the button opens, for `aria-haspopup`. */
  popup: 'menu' | 'dialog';
  /** Renders the popup; spread the given props onto a Menu or Popover. */
  children: (props: DropdownPopupProps) => ReactNode;
}

/** An outlined button with a drop-down arrow that opens a popup anchored to itself. */
export function DropdownButton({ label, popup, children }: DropdownButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup={popup}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
      >
        {label}
      </Button>
      {children({ anchorEl: anchor, open: Boolean(anchor), onClose: () => setAnchor(null) })}
    </>
  );
}
