import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import type { Area, Point } from 'react-easy-crop';
import { useNotify, useTranslate } from 'react-admin';
import { errorText, uploadFile, type UploadedFile } from '../upload/uploadFile';
import { CropArea } from './CropArea';
import { cropToBlob, loadImage } from './cropImage';
import { ImagePicker } from './ImagePicker';
import { checkImageDimensions, checkImageFile, DEFAULT_MAX_SIZE_KB, type CropFormat, type Refusal } from './validation';

export interface ImageCropUploadProps {
  open: boolean;
  onClose(): void;
  /** Where the cropped image is posted (multipart form data, through the HTTP client). */
  url: string;
  /** Size of the cropped image; the chosen image must be at least this big. */
  width?: number;
  height?: number;
  format?: CropFormat;
  maxSizeKb?: number;
  /** Multipart field name of the file. */
  field?: string;
  onSuccess?(result: UploadedFile): void;
}

interface Source {
  src: string;
  image: HTMLImageElement;
  name: string;
}

type Problem = Refusal | { text: string };

/** Pick an image, crop it to width × height, upload it: a dialog in two steps. */
export function ImageCropUpload({
  open,
  onClose,
  url,
  width = 200,
  height = 200,
  format = 'png',
  maxSizeKb = DEFAULT_MAX_SIZE_KB,
  field = 'file',
  onSuccess,
}: ImageCropUploadProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [source, setSource] = useState<Source>();
  const [problem, setProblem] = useState<Problem>();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [uploading, setUploading] = useState(false);
  const current = useRef<string>(undefined);

  useEffect(() => {
    const owned = current;
    return () => {
      if (owned.current) URL.revokeObjectURL(owned.current);
    };
  }, []);

  const replaceSource = (next?: Source) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = next?.src;
    setSource(next);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(undefined);
  };

  const pick = async (file: File) => {
    const refusal = checkImageFile(file, maxSizeKb);
    if (refusal) return setProblem(refusal);
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      const small = checkImageDimensions({ width: image.naturalWidth, height: image.naturalHeight }, { width, height });
      if (small) {
        URL.revokeObjectURL(src);
        return setProblem(small);
      }
      setProblem(undefined);
      replaceSource({ src, image, name: file.name.replace(/\.[^.]*$/, '') || 'image' });
    } catch {
      URL.revokeObjectURL(src);
      setProblem({ key: 'demoEditors.imageCrop.unreadable' });
    }
  };

  const close = () => {
    if (uploading) return;
    replaceSource(undefined);
    setProblem(undefined);
    onClose();
  };

  const upload = async () => {
    if (!source || !area) return;
    setUploading(true);
    setProblem(undefined);
    try {
      const blob = await cropToBlob(source.image, area, { width, height, format });
      const result = await uploadFile(url, blob, { field, fileName: `${source.name}.${format}` });
      notify('demoEditors.uploadSuccess', { type: 'success' });
      onSuccess?.(result);
      replaceSource(undefined);
      onClose();
    } catch (error) {
      notify('demoEditors.uploadFailed', { type: 'error' });
      setProblem({ text: errorText(error) });
    } finally {
      setUploading(false);
    }
  };

  const problemText = problem && ('text' in problem ? problem.text : translate(problem.key, problem.args));

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('demoEditors.imageCrop.title')}</DialogTitle>
      <DialogContent>
        {source ? (
          <CropArea
            src={source.src}
            aspect={width / height}
            crop={crop}
            zoom={zoom}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onAreaChange={setArea}
          />
        ) : (
          <ImagePicker
            onPick={(file) => void pick(file)}
            hint={translate('demoEditors.imageCrop.limits', { width, height, size: maxSizeKb })}
          />
        )}
        {problemText && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problemText}
          </Alert>
        )}
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress aria-label={translate('demoEditors.imageCrop.uploading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading}>
          {translate('demoEditors.imageCrop.cancel')}
        </Button>
        {source && (
          <Button onClick={() => replaceSource(undefined)} disabled={uploading}>
            {translate('demoEditors.imageCrop.back')}
          </Button>
        )}
        {source && (
          <Button variant="contained" onClick={() => void upload()} disabled={uploading || !area}>
            {uploading ? translate('demoEditors.imageCrop.uploading') : translate('demoEditors.imageCrop.upload')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
