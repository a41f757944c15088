/**
 * The drop area of the upload inputs (react-dropzone): click, Enter or Space opens the file picker,
 * files can be dropped. It only collects files: the input decides which it takes and says why not.
 */
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useDropzone } from 'react-dropzone';
import { useTranslate } from 'react-admin';
import { acceptAttribute } from './accept';

export interface UploadDropProps {
  /** The drop area's name for assistive technology (the field's label). */
  label: string;
  /** Text key: what to drop. */
  prompt: string;
  accept: readonly string[];
  multiple: boolean;
  disabled: boolean;
  /** Names of the files being uploaded. */
  pending: readonly string[];
  describedBy?: string;
  onFiles(files: File[]): void;
}

export function UploadDrop({ label, prompt, accept, multiple, disabled, pending, describedBy, onFiles }: UploadDropProps) {
  const translate = useTranslate();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop: onFiles, multiple, disabled });
  const types = accept.join(', ');
  return (
    <Box
      {...getRootProps({ role: 'button', 'aria-label': `${label}: ${translate(prompt)}`, 'aria-describedby': describedBy })}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 2,
        py: 1.5,
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <input {...getInputProps({ accept: acceptAttribute(accept) })} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {pending.length > 0 ? <CircularProgress size={28} /> : <CloudUploadIcon color="action" sx={{ fontSize: 32 }} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">
            {pending.length > 0 ? translate('crud.heavy.upload.uploading', { name: pending.join(', ') }) : translate(prompt)}
          </Typography>
          {types !== '' && (
            <Typography variant="caption" color="text.secondary">
              {translate('crud.heavy.upload.accepts', { types })}
            </Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
