/** Image upload (multipart field `file`, session needed) and download of the stored bytes. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errors, ok } from '../envelope';
import { param } from '../parse';
import { randomHex } from '../random';
import type { Store } from '../store';
import { authorize } from './guard';

/** Largest accepted image (10240 KB, as the crop demo). */
export const MAX_IMAGE_BYTES = 10240 * 1024;
/** Path of the stored file: the API base the upload came through + /upload/files/<id> (`/api/...` on the bundled server). */
function fileUrl(request: Request, id: string): string {
  const base = new URL(request.url).pathname.replace(/\/upload\/image\/?$/, '');
  return `${base}/upload/files/${id}`;
}

export function uploadHandlers(store: Store): HttpHandler[] {
  return [
    http.post('*/upload/image', async ({ request }) => {
      const user = authorize(store, request);
      if (user instanceof Response) return user;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return errors.badRequest('Send the image as multipart/form-data in the field "file"');
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) return errors.badRequest('Send the image as multipart/form-data in the field "file"');
      if (!file.type.startsWith('image/')) return errors.invalid('Image only');
      if (file.size > MAX_IMAGE_BYTES) return errors.invalid(`Image exceeds size limit: ${Math.ceil(file.size / 1024)}kb`);
      const id = randomHex(12);
      const name = file instanceof File && file.name ? file.name : `${id}.img`;
      const bytes = new Uint8Array(await file.arrayBuffer());
      store.uploads.set(id, { id, name, type: file.type, size: file.size, bytes });
      return ok({ url: fileUrl(request, id), name, size: file.size });
    }),

    http.get('*/upload/files/:id', ({ params }) => {
      const file = store.uploads.get(param(params.id));
      if (!file) return errors.notFound('File not found');
      return new HttpResponse(file.bytes, {
        headers: {
          'Content-Type': file.type,
          'Content-Length': String(file.size),
          'Cache-Control': 'private, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  ];
}
