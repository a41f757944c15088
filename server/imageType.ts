/**
 * Recognises raster images by their bytes, whatever type the client declared. Only PNG, JPEG, GIF
 * and WebP pass: SVG, HTML and anything else is refused, so no upload can be served as script.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export const EXTENSION_OF: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** The image type of the bytes, or undefined for anything that is not a PNG, JPEG, GIF or WebP image. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  // PNG: the 8-byte signature, then the IHDR chunk (length 13) first.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, [0, 0, 0, 13, ...ascii('IHDR')], 8)) {
    return 'image/png';
  }
  // JPEG: SOI then a marker segment.
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length >= 4 && (bytes[3] ?? 0) >= 0xc0) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return 'image/webp';
  return undefined;
}
