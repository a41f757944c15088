import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DemoHeader } from '../shared/DemoHeader';
import { ShippingDialog, type ShippingAddress } from './ShippingDialog';
import demoWidgetsTexts from '../../kernel/texts/sections/demoWidgets';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoWidgetsTexts);

/** Drag Dialog demo: a dialog moved by its title bar and kept inside the window. */
export default function DragDialogPage() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // A new form (and a centred dialog) on each opening; closing keeps it mounted for the transition.
  const [opening, setOpening] = useState(0);
  const [saved, setSaved] = useState<ShippingAddress>({ name: '', address: '' });
  return (
    <Box sx={{ p: 3 }}>
      <DemoHeader title="route.dragDialog" intro="demoWidgets.dragDialog.hint" />
      <Button
        variant="contained"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {translate('demoWidgets.dragDialog.open')}
      </Button>
      {saved.name || saved.address ? (
        <Alert severity="success" sx={{ mt: 2, maxWidth: 560 }}>
          {translate('demoWidgets.dragDialog.shipTo', { name: saved.name, address: saved.address })}
        </Alert>
      ) : null}
      {opening > 0 && (
        <ShippingDialog
          key={opening}
          open={open}
          initial={saved}
          onClose={() => setOpen(false)}
          onConfirm={(value) => {
            setSaved(value);
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}
