/**
 * Image upload (multipart field `file`, by admin or editor: the roles of the pages with an upload)
 * and download of the stored bytes. Only raster images recognised by their bytes are kept, typed by
 * those bytes, and served inert.
 */

import { ENDPOINTS } from '../../src/kernel/http/endpoints';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, ok } from '../envelope';
import { safeFileName, sniffImageType } from '../image-type';
import { randomHex } from '../random';
import type { Store } from '../store';
import { STAFF } from './guard';

/** Largest accepted image (10240 KB, as the crop demo). */
export const MAX_IMAGE_BYTES = 10240 * 1024;
/** Room for the multipart wrapping around the largest image. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Per-user quota, and the most all uploads together may hold. */
export const UPLOAD_QUOTA = { files: 200, bytes: 100 * 1024 * 1024, totalBytes: 1024 * 1024 * 1024 } as const;

const BAD_FORM = 'Send the image as multipart/form-data in the field "file"';

/** Path of the stored file: the API base the upload came through + /upload/files/<id> (`/api/...` on the bundled server). */
function fileUrl(request: Request, id: string): string {
  const base = new URL(request.url).pathname.replace(/\/upload\/image\/?$/, '');
  return `${base}/upload/files/${id}`;
}

export function uploadHandlers(store: Store, route: Endpoints): ApiRoute[] {
  return [
    route.signedIn(
      { method: 'POST', path: ENDPOINTS.uploadImage, roles: STAFF, body: 'multipart', maxBodyBytes: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD },
      async ({ request, user }) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return errors.badRequest(BAD_FORM);
        }
        const file = form.get('file');
        if (!(file instanceof Blob)) return errors.badRequest(BAD_FORM);
        if (file.size > MAX_IMAGE_BYTES) return errors.invalid(`Image exceeds size limit: ${Math.ceil(file.size / 1024)}kb`);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffImageType(bytes);
        if (!type) return errors.invalid('Image only');
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
        const name = safeFileName(file instanceof File ? file.name : '', type, id);
        await store.uploads.put({ id, name, type, size: bytes.length, bytes, ownerId: user.id, createdAt: Date.now() });
        return ok({ url: fileUrl(request, id), name, size: bytes.length });
      },
    ),

    route.open({ method: 'GET', path: ENDPOINTS.uploadedFile }, async ({ params }) => {
      const file = /^[0-9a-f]{24}$/.test(params.id ?? '') ? await store.uploads.get(params.id ?? '') : undefined;
      if (!file) return errors.notFound('File not found');
      return new Response(file.bytes, {
        headers: {
          'Content-Type': file.type,
          'Content-Length': String(file.size),
          'Content-Disposition': `inline; filename="${file.name}"`,
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, max-age=3600',
        },
      });
    }),
  ];
}
