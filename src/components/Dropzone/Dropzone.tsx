import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useDropzone } from 'react-dropzone';
import { useNotify, useTranslate } from 'react-admin';
import { IMAGE_UPLOAD_URL } from '../upload/uploadFile';
import { useUploadQueue } from '../upload/useUploadQueue';
import { FileTile } from './FileTile';
import { checkDrop, DEFAULT_DROPZONE_RULES, refusalMessage } from './rules';

export interface DropzoneProps {
  /** Where each file is posted (multipart field 'file'). */
  url?: string;
  maxSizeMb?: number;
  maxFiles?: number;
  /** MIME patterns, e.g. ['image/*']. */
  accept?: string[];
}

/** react-dropzone: each accepted file is uploaded on its own and shown as a thumbnail. */
export function Dropzone({
  url = IMAGE_UPLOAD_URL,
  maxSizeMb = DEFAULT_DROPZONE_RULES.maxSizeMb,
  maxFiles = DEFAULT_DROPZONE_RULES.maxFiles,
  accept = DEFAULT_DROPZONE_RULES.accept,
}: DropzoneProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const rules = { maxSizeMb, maxFiles, accept };
  const { items, add, remove } = useUploadQueue(url, { notifySuccess: true });
  const [refusals, setRefusals] = useState<string[]>([]);

  const onDrop = (files: File[]) => {
    const { accepted, refused } = checkDrop(files, items.length, rules);
    setRefusals(refused.map((refusal) => {
      const { key, args } = refusalMessage(refusal, rules);
      return translate(key, args);
    }));
    add(accepted);
  };

  // The rules above decide; react-dropzone only collects the files (its own checks would drop them silently).
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, multiple: true });

  const removeItem = (id: string) => {
    remove(id);
    notify('demoEditors.deleteSuccess', { type: 'success' });
  };

  return (
    <Stack spacing={2}>
      <Box
        {...getRootProps({ 'aria-label': translate('demoEditors.dropzone.drop') })}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
          cursor: 'pointer',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <input {...getInputProps({ accept: accept.join(',') })} data-testid="dropzone-input" />
        <CloudUploadIcon color="action" sx={{ fontSize: 48 }} />
        <Typography>
          {translate(isDragActive ? 'demoEditors.dropzone.active' : 'demoEditors.dropzone.drop')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('demoEditors.dropzone.limits', { size: maxSizeMb, count: maxFiles })}
        </Typography>
      </Box>
      {refusals.length > 0 && (
        <Alert severity="warning" onClose={() => setRefusals([])} data-testid="dropzone-refusals">
          {refusals.map((text, index) => (
            <div key={`${index}-${text}`}>{text}</div>
          ))}
        </Alert>
      )}
      {items.length > 0 && (
        <Box
          component="section"
          aria-label={translate('demoEditors.dropzone.files')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {items.map((item) => (
            <FileTile key={item.id} item={item} onRemove={() => removeItem(item.id)} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
