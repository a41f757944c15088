/** Pure checks of the image chosen for a crop upload. */

export interface FileFacts {
  type: string;
  size: number;
}

/** A refusal as an i18n key and its arguments. */
export interface Refusal {
  key: string;
  args?: Record<string, string | number>;
}

export const DEFAULT_MAX_SIZE_KB = 10240;

export function isImageType(type: string): boolean {
  return type.startsWith('image/');
}

/** Type first, then size: 'Image only' or 'Image exceeds size limit: {maxSizeKb}kb'. */
export function checkImageFile(file: FileFacts, maxSizeKb: number = DEFAULT_MAX_SIZE_KB): Refusal | null {
  if (!isImageType(file.type)) return { key: 'demoEditors.imageOnly' };
  if (file.size / 1024 > maxSizeKb) return { key: 'demoEditors.imageCrop.tooLarge', args: { n: maxSizeKb } };
  return null;
}

/** The image must be at least the target size on both sides. */
export function checkImageDimensions(
  image: { width: number; height: number },
  target: { width: number; height: number },
): Refusal | null {
  if (image.width < target.width || image.height < target.height) {
    return { key: 'demoEditors.imageCrop.tooSmall', args: { width: target.width, height: target.height } };
  }
  return null;
}

export type CropFormat = 'png' | 'jpg';

export function mimeOf(format: CropFormat): string {
  return format === 'jpg' ? 'image/jpeg' : 'image/png';
}
