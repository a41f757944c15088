/**
 * The types of file a `file` field may upload (POST /upload/file), each recognised by its bytes and
 * its extension together: raster images (imageType.ts), PDF, ZIP and the Office formats built on
 * it, and UTF-8 text as CSV, plain text or JSON. HTML, SVG, scripts and anything else are refused;
 * what is kept is served with its own type, `nosniff` and, but for images, as an attachment.
 */
import { EXTENSION_OF, sniffImageType } from './imageType';

export interface FileKind {
  type: string;
  extension: string;
}

const ZIP_TYPES: Readonly<Record<string, string>> = {
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const TEXT_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
};

/** Every type POST /upload/file keeps (server/README.md lists them). */
export const FILE_TYPES: readonly string[] = [...Object.values(EXTENSION_OF), 'pdf', ...Object.keys(ZIP_TYPES), ...Object.keys(TEXT_TYPES)];

const startsWith = (bytes: Uint8Array, text: string): boolean => bytes.length >= text.length && Array.from(text).every((char, index) => bytes[index] === char.charCodeAt(0));

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The kind of an uploaded file from its bytes and name, or undefined when it is not a type kept here. */
export function sniffFileKind(bytes: Uint8Array, name: string): FileKind | undefined {
  const image = sniffImageType(bytes);
  if (image) return { type: image, extension: EXTENSION_OF[image] };
  const extension = extensionOf(name);
  if (startsWith(bytes, '%PDF-')) return extension === 'pdf' ? { type: 'application/pdf', extension } : undefined;
  if (startsWith(bytes, 'PK\u0003\u0004')) return ZIP_TYPES[extension] ? { type: ZIP_TYPES[extension], extension } : undefined;
  if (TEXT_TYPES[extension] && isUtf8Text(bytes)) return { type: TEXT_TYPES[extension], extension };
  return undefined;
}

/** A file name safe for a header and a download: ASCII letters, digits, dot, dash and underscore, with the true extension. */
export function safeName(name: string, extension: string, fallback: string): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return `${stem || fallback}.${extension}`;
}
