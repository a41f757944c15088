/**
 * A `file` field: one file of the types the field's `accept` lists (any type without `accept`),
 * uploaded through the upload API; the value is the upload's URL, shown as the file's name with a
 * download link.
 */
import { useState } from 'react';
import { Box, IconButton, Link, Stack, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { useTranslate } from 'react-admin';
import { fileNameOf } from '../../cells/heavy/fileName';
import { safeLink } from '../../cells/safeUrl';
import type { TypedInputProps } from '../typed';
import { acceptsFile } from './accept';
import { InputFrame } from './InputFrame';
import { setValue } from './setValue';
import { UploadDrop } from './UploadDrop';
import { FILE_UPLOAD_ENDPOINT } from './uploadEndpoints';
import { useHeavyInput } from './useHeavyInput';
import { useUploads } from './useUploads';

export default function FileInput(props: TypedInputProps) {
  const translate = useTranslate();
  const { field, frame, locked } = useHeavyInput(props);
  const { upload, pending } = useUploads(FILE_UPLOAD_ENDPOINT);
  const [problem, setProblem] = useState<string>();
  // The name the upload answered; a stored value has only its URL.
  const [named, setNamed] = useState<{ url: string; name: string }>();
  const accept = props.field.accept ?? [];
  const url = typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  const name = url === undefined ? undefined : named?.url === url ? named.name : fileNameOf(url);
  const link = url === undefined ? undefined : safeLink(url);

  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!acceptsFile(file, accept)) return setProblem(translate('crud.heavy.upload.notAccepted', { name: file.name, types: accept.join(', ') }));
    setProblem(undefined);
    const outcome = await upload(file, file.name);
    if (!outcome.ok) return setProblem(outcome.message);
    setNamed({ url: outcome.file.url, name: file.name });
    setValue(field.onChange, outcome.file.url);
    field.onBlur();
  };

  const remove = () => {
    setValue(field.onChange, null);
    field.onBlur();
  };

  return (
    <InputFrame {...frame} problem={problem}>
      <Stack spacing={1}>
        {url !== undefined && name !== undefined && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <InsertDriveFileIcon color="action" />
            <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
              {link && link.kind !== 'mailto' ? (
                <Link href={link.href} download={name} aria-label={translate('crud.heavy.upload.download', { name })}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </Box>
            {!locked && (
              <Tooltip title={translate('crud.heavy.upload.remove', { name })}>
                <IconButton size="small" aria-label={translate('crud.heavy.upload.remove', { name })} onClick={remove}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        )}
        {!locked && (
          <UploadDrop
            label={props.label}
            prompt="crud.heavy.upload.drop"
            accept={accept}
            multiple={false}
            disabled={props.disabled}
            pending={pending}
            describedBy={`${frame.id}-helper`}
            onFiles={(files) => void take(files)}
          />
        )}
      </Stack>
    </InputFrame>
  );
}
