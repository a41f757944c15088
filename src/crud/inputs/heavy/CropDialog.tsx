/**
 * Crops a chosen image to the field's `crop.aspect` before it is uploaded, with the crop area of the
 * avatar demo (react-easy-crop and its zoom slider). The result keeps the chosen area's own pixels,
 * at most MAX_SIDE on its longer side.
 */
import { useEffect, useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { Area, Point } from 'react-easy-crop';
import { useTranslate } from 'react-admin';
import { CropArea } from '../../../components/ImageCropUpload/CropArea';
import { cropToBlob, loadImage } from '../../../components/ImageCropUpload/cropImage';

const MAX_SIDE = 2048;

interface Loaded {
  src: string;
  image: HTMLImageElement;
}

export interface CropDialogProps {
  file: File;
  /** Width over height; without it the crop keeps the image's own shape. */
  aspect?: number;
  onCancel(): void;
  onCropped(blob: Blob, name: string): void;
  /** The image could not be read. */
  onUnreadable(): void;
}

export function targetSize(area: Area): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  return { width: Math.max(1, Math.round(area.width * scale)), height: Math.max(1, Math.round(area.height * scale)) };
}

export function CropDialog({ file, aspect, onCancel, onCropped, onUnreadable }: CropDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [working, setWorking] = useState(false);

  useEffect(() => {
    const src = URL.createObjectURL(file);
    let live = true;
    loadImage(src).then(
      (image) => live && setLoaded({ src, image }),
      () => live && onUnreadable(),
    );
    return () => {
      live = false;
      URL.revokeObjectURL(src);
    };
  }, [file, onUnreadable]);

  const jpeg = file.type === 'image/jpeg';
  const confirm = async () => {
    if (!loaded || !area) return;
    setWorking(true);
    try {
      const blob = await cropToBlob(loaded.image, area, { ...targetSize(area), format: jpeg ? 'jpg' : 'png' });
      onCropped(blob, `${file.name.replace(/\.[^.]*$/, '') || 'image'}.${jpeg ? 'jpg' : 'png'}`);
    } catch {
      onUnreadable();
    } finally {
      setWorking(false);
    }
  };

  const shape = aspect ?? (loaded ? loaded.image.naturalWidth / Math.max(1, loaded.image.naturalHeight) : 1);
  return (
    <Dialog open onClose={working ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('crud.heavy.crop.title')}</DialogTitle>
      <DialogContent>
        {loaded && (
          <CropArea src={loaded.src} aspect={shape} crop={crop} zoom={zoom} onCropChange={setCrop} onZoomChange={setZoom} onAreaChange={setArea} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={working}>
          {translate('crud.heavy.crop.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={working || !area}>
          {translate('crud.heavy.crop.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
