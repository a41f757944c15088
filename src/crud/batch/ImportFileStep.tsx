/** The import's first step: a file chosen with the button or dropped on the area. */
import { useState, type DragEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { IMPORT_MAX_ROWS } from '../../kernel/http/batch';
import type { ImportFormat } from './batchFields';
import { IMPORT_MAX_FILE_BYTES } from './importFile';

export interface ImportFileStepProps {
  formats: readonly ImportFormat[];
  disabled: boolean;
  onFile: (file: File) => void;
}

export function ImportFileStep({ formats, disabled, onFile }: ImportFileStepProps) {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const accept = formats.map((format) => `.${format}`).join(',');
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 4,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <Button variant="contained" component="label" startIcon={<UploadIcon />} disabled={disabled}>
        {translate('bulkImport.file.chooseFile')}
        <input
          type="file"
          hidden
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
      <Typography sx={{ mt: 1 }}>{translate('bulkImport.file.dropHere')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('bulkImport.file.formats', { formats: formats.map((format) => `.${format}`).join(', '), rows: IMPORT_MAX_ROWS, mb: IMPORT_MAX_FILE_BYTES / 1024 / 1024 })}
      </Typography>
    </Box>
  );
}
