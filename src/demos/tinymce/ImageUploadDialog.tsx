import { useId, useRef, type ChangeEvent, type DragEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useNotify, useTranslate } from 'react-admin';
import { isImageType } from '../../components/ImageCropUpload/validation';
import { IMAGE_UPLOAD_URL } from '../../components/upload/uploadFile';
import { useUploadQueue } from '../../components/upload/useUploadQueue';
import { ImageUploadList } from './ImageUploadList';

const refuseNonImage = (file: File) => (isImageType(file.type) ? undefined : 'demoEditors.imageOnly');

interface ImageUploadDialogProps {
  open: boolean;
  onClose(): void;
  /** Called with the uploaded images' URLs once every image has uploaded. */
  onConfirm(urls: string[]): void;
}

/** Several images, each uploaded on its own; Confirm waits until all of them have uploaded. */
export function ImageUploadDialog({ open, onClose, onConfirm }: ImageUploadDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { items, add, remove, reset, allUploaded } = useUploadQueue(IMAGE_UPLOAD_URL, { refuse: refuseNonImage });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    add(Array.from(event.dataTransfer.files));
  };
  const cancel = () => {
    reset();
    onClose();
  };
  const confirm = () => {
    if (!allUploaded) {
      notify('demoEditors.imageDialog.waitAll', { type: 'warning' });
      return;
    }
    onConfirm(items.flatMap((item) => (item.url ? [item.url] : [])));
    reset();
  };

  return (
    <Dialog open={open} onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('demoEditors.imageDialog.title')}</DialogTitle>
      <DialogContent onDragOver={(event) => event.preventDefault()} onDrop={drop}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => input.current?.click()}>
            {translate('demoEditors.imageDialog.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {translate('demoEditors.imageDialog.hint')}
          </Typography>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            onChange={choose}
            aria-label={translate('demoEditors.imageDialog.choose')}
          />
        </Box>
        <ImageUploadList items={items} onRemove={remove} />
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{translate('demoEditors.imageDialog.cancel')}</Button>
        <Button variant="contained" onClick={confirm}>
          {translate('demoEditors.imageDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
