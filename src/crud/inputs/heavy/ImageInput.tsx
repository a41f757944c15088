/**
 * `image` and `images` fields: files dropped or chosen in the drop area, checked against `accept`
 * (default image/*), cropped first when the field has `crop`, uploaded through the upload API; the
 * value is the upload's URL (`images`: a list of them, at most `maxItems`).
 */
import { useCallback, useRef, useState } from 'react';
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LIST_ITEMS_CAP } from '../../../kernel/format/definition/names';
import type { TypedInputProps } from '../typed';
import { acceptsFile, IMAGE_ACCEPT } from './accept';
import { CropDialog } from './CropDialog';
import { ImageTile } from './ImageTile';
import { InputFrame } from './InputFrame';
import { setValue } from './setValue';
import { UploadDrop } from './UploadDrop';
import { IMAGE_UPLOAD_ENDPOINT } from './uploadEndpoints';
import { useHeavyInput } from './useHeavyInput';
import { useUploads } from './useUploads';

const urlsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' && value !== '' ? [value] : [];

function ImageUploadInput({ many, ...props }: TypedInputProps & { many: boolean }) {
  const translate = useTranslate();
  const { field, frame, locked } = useHeavyInput(props);
  const { upload, pending } = useUploads(IMAGE_UPLOAD_ENDPOINT);
  const [problems, setProblems] = useState<string[]>([]);
  const [toCrop, setToCrop] = useState<File[]>([]);
  const accept = props.field.accept ?? IMAGE_ACCEPT;
  const max = many ? (props.field.maxItems ?? LIST_ITEMS_CAP) : 1;
  const urls = urlsOf(field.value);
  // Uploads finish after renders: each one adds to the value as it is then, not as it was when it started.
  const latest = useRef(urls);
  latest.current = urls;

  const store = useCallback(
    (next: string[]) => {
      latest.current = next;
      setValue(field.onChange, many ? next : (next[0] ?? null));
      field.onBlur();
    },
    [field, many],
  );

  const send = useCallback(
    async (blob: Blob, name: string) => {
      const outcome = await upload(blob, name);
      if (!outcome.ok) return setProblems((list) => [...list, outcome.message]);
      store(many ? [...latest.current, outcome.file.url] : [outcome.file.url]);
    },
    [many, store, upload],
  );

  const take = (files: File[]) => {
    const refused: string[] = [];
    const taken: File[] = [];
    const room = many ? max - urls.length - pending.length - toCrop.length : 1;
    for (const file of files) {
      if (!acceptsFile(file, accept)) refused.push(translate('crud.heavy.upload.notAccepted', { name: file.name, types: accept.join(', ') }));
      else if (taken.length >= room) refused.push(translate('crud.heavy.upload.tooMany', { name: file.name, max }));
      else taken.push(file);
    }
    setProblems(refused);
    if (props.field.crop) setToCrop((queue) => [...queue, ...taken]);
    else for (const file of taken) void send(file, file.name);
  };

  const cropping = toCrop[0];
  const nextCrop = useCallback(() => setToCrop((queue) => queue.slice(1)), []);
  const unreadable = useCallback(() => {
    setProblems((list) => [...list, translate('crud.heavy.crop.unreadable')]);
    nextCrop();
  }, [nextCrop, translate]);
  const full = many && urls.length >= max;

  return (
    <InputFrame {...frame} problem={problems.length > 0 ? problems.map((text) => <div key={text}>{text}</div>) : undefined}>
      <Stack spacing={1}>
        {urls.length > 0 && (
          <Box component="ul" aria-label={props.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {urls.map((url, index) => (
              <li key={`${index}-${url}`}>
                <ImageTile
                  url={url}
                  size={many ? 96 : 128}
                  alt={many ? translate('crud.heavy.upload.image', { index: index + 1 }) : translate('crud.heavy.upload.imageOf', { label: props.label })}
                  onRemove={locked ? undefined : () => store(latest.current.filter((_, at) => at !== index))}
                />
              </li>
            ))}
          </Box>
        )}
        {!locked && !full && (
          <UploadDrop
            label={props.label}
            prompt={many ? 'crud.heavy.upload.dropImages' : 'crud.heavy.upload.dropImage'}
            accept={accept}
            multiple={many}
            disabled={props.disabled}
            pending={pending}
            describedBy={`${frame.id}-helper`}
            onFiles={take}
          />
        )}
      </Stack>
      {cropping && (
        <CropDialog
          key={`${cropping.name}-${cropping.lastModified}-${toCrop.length}`}
          file={cropping}
          aspect={props.field.crop?.aspect}
          onCancel={nextCrop}
          onUnreadable={unreadable}
          onCropped={(blob, name) => {
            nextCrop();
            void send(blob, name);
          }}
        />
      )}
    </InputFrame>
  );
}

export default function ImageInput(props: TypedInputProps) {
  return <ImageUploadInput {...props} many={false} />;
}

export function ImagesInput(props: TypedInputProps) {
  return <ImageUploadInput {...props} many />;
}
