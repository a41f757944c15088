/** Canvas helpers of the crop upload: decode an image, then draw the chosen area at the target size. */
import type { Area } from 'react-easy-crop';
import { mimeOf, type CropFormat } from './validation';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

export interface CropTarget {
  width: number;
  height: number;
  format: CropFormat;
}

/** The area of the image, scaled to exactly width × height, encoded as png or jpg. */
export function cropToBlob(image: CanvasImageSource, area: Area, target: CropTarget): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  if (target.format === 'jpg') {
    // JPEG has no transparency: paint it white rather than black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, target.width, target.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, target.width, target.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      mimeOf(target.format),
      0.92,
    );
  });
}
