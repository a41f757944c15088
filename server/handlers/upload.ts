/**
 * Uploads (multipart field `file`, by admin or editor: the roles of the pages with an upload) and
 * download of the stored bytes. POST /upload/image keeps only raster images recognised by their
 * bytes; POST /upload/file (a `file` field's) also keeps PDF, ZIP, Office and UTF-8 text files
 * (server/fileType.ts), never HTML, SVG or script. Each is typed by its bytes and served inert:
 * `nosniff`, a sandboxing CSP, and every type but an image as an attachment.
 */

import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints, SignedInContext } from '../endpoint';
import { errors, ok } from '../envelope';
import { Refusal } from '../refusal';
import { FILE_TYPES, safeName, sniffFileKind, type FileKind } from '../fileType';
import { EXTENSION_OF, sniffImageType } from '../imageType';
import { randomHex } from '../random';
import type { Store } from '../store';
import { STAFF } from './guard';
import { UPLOAD_STORE_UNAVAILABLE, UploadStorageError } from '../storage/uploadStorageError';

/** Largest accepted image or file (10240 KB, as the crop demo). */
export const MAX_IMAGE_BYTES = 10240 * 1024;
export const MAX_FILE_BYTES = MAX_IMAGE_BYTES;
/** Room for the multipart wrapping around the largest image. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Per-user quota, and the most all uploads together may hold. */
export const UPLOAD_QUOTA = { files: 200, bytes: 100 * 1024 * 1024, totalBytes: 1024 * 1024 * 1024 } as const;

/**
 * Path of the stored file: the API base the upload came through + /upload/files/<id> (`/api/...` on
 * the bundled server); a file's path ends in its (safe) name, so the stored value names it.
 */
function fileUrl(request: Request, id: string, name?: string): string {
  const base = new URL(request.url).pathname.replace(/\/upload\/(image|file)\/?$/, '');
  return `${base}/upload/files/${id}${name === undefined ? '' : `/${name}`}`;
}

interface Kept {
  /** What the upload is called in messages. */
  noun: 'Image' | 'File';
  /** The kind of the bytes, or undefined to refuse them. */
  kindOf(bytes: Uint8Array, name: string): FileKind | undefined;
  refusal: string;
}

const IMAGES: Kept = {
  noun: 'Image',
  kindOf: (bytes) => {
    const type = sniffImageType(bytes);
    return type ? { type, extension: EXTENSION_OF[type] } : undefined;
  },
  refusal: 'Image only',
};

const FILES: Kept = {
  noun: 'File',
  kindOf: sniffFileKind,
  refusal: `File type not accepted: send one of .${FILE_TYPES.join(', .')} (its content must match its extension)`,
};

function receive(store: Store, kept: Kept) {
  return async ({ request, user }: SignedInContext): Promise<Response> => {
    const badForm = `Send the ${kept.noun.toLowerCase()} as multipart/form-data in the field "file"`;
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return errors.badRequest(badForm);
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return errors.badRequest(badForm);
    if (file.size > MAX_FILE_BYTES) return errors.invalid(`${kept.noun} exceeds size limit: ${Math.ceil(file.size / 1024)}kb`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sentName = file instanceof File ? file.name : '';
    const kind = kept.kindOf(bytes, sentName);
    if (!kind) return errors.invalid(kept.refusal);
    const used = await store.uploads.usage(user.id);
    if (used.files + 1 > UPLOAD_QUOTA.files || used.bytes + bytes.length > UPLOAD_QUOTA.bytes) {
      return errors.full(
        `Upload quota reached: at most ${UPLOAD_QUOTA.files} files and ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB per user ` +
          `(you have ${used.files} files, ${Math.ceil(used.bytes / 1024 / 1024)} MB).`,
      );
    }
    if (used.totalBytes + bytes.length > UPLOAD_QUOTA.totalBytes) {
      return errors.full(`The upload storage is full (${UPLOAD_QUOTA.totalBytes / 1024 / 1024} MB): ask an administrator.`);
    }
    const id = randomHex(12);
    const name = safeName(sentName, kind.extension, id);
    await unlessStoreFails(() => store.uploads.put({ id, name, type: kind.type, size: bytes.length, bytes, ownerId: user.id, createdAt: Date.now() }));
    return ok({ url: fileUrl(request, id, kept === FILES ? name : undefined), name, size: bytes.length, type: kind.type });
  };
}

export function uploadHandlers(store: Store, route: Endpoints): ApiRoute[] {
  const maxBodyBytes = MAX_FILE_BYTES + MULTIPART_OVERHEAD;
  return [
    route.signedIn({ method: 'POST', path: ENDPOINTS.uploadImage, roles: STAFF, body: 'multipart', maxBodyBytes }, receive(store, IMAGES)),
    route.signedIn({ method: 'POST', path: ENDPOINTS.uploadFile, roles: STAFF, body: 'multipart', maxBodyBytes }, receive(store, FILES)),

    route.open({ method: 'GET', path: ENDPOINTS.uploadedFile }, ({ params }) => serveUpload(store, params.id)),
    route.open({ method: 'GET', path: ENDPOINTS.uploadedFileNamed }, ({ params }) => serveUpload(store, params.id, params.name)),
  ];
}

/** The work's result; a 503 Refusal when the place of the bytes (an S3 bucket) failed. */
async function unlessStoreFails<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UploadStorageError) throw new Refusal(UPLOAD_STORE_UNAVAILABLE, `${error.message}. Try again later, or ask an administrator.`, 503);
    throw error;
  }
}

/** An upload's bytes, inert: only raster images show in a page, any other file downloads. */
async function serveUpload(store: Store, id: string | undefined, name?: string): Promise<Response> {
  const file = /^[0-9a-f]{24}$/.test(id ?? '') ? await unlessStoreFails(() => store.uploads.get(id ?? '')) : undefined;
  if (!file || (name !== undefined && name !== file.name)) return errors.notFound('File not found');
  const image = file.type.startsWith('image/');
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.type.startsWith('text/') ? `${file.type}; charset=utf-8` : file.type,
      'Content-Length': String(file.size),
      // Only raster images (recognised by their bytes) show in the page; every other file downloads.
      'Content-Disposition': `${image ? 'inline' : 'attachment'}; filename="${file.name}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
