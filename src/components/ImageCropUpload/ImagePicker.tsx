import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useTranslate } from 'react-admin';

interface ImagePickerProps {
  onPick(file: File): void;
  hint: string;
}

/** A click-or-drop area for one image file. */
export function ImagePicker({ onPick, hint }: ImagePickerProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const label = translate('demoEditors.imageCrop.choose');

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onPick(file);
  };
  const key = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={() => input.current?.click()}
      onKeyDown={key}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        cursor: 'pointer',
        bgcolor: over ? 'action.hover' : 'transparent',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <AddPhotoAlternateIcon color="action" sx={{ fontSize: 48 }} />
      <Typography>{label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="image-crop-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </Box>
  );
}
