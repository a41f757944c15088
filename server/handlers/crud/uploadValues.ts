/**
 * The uploads an `image`, `images` or `file` value names (at any depth of `object` / `array`
 * sub-fields) must be uploads the user may use: uploaded through this server's upload API
 * (`…/upload/files/<id>`), by the user themself (an admin may use anyone's), of an image type for
 * image fields, and of a type the field's `accept` lists (MIME 'application/pdf', 'image/*' or an
 * extension '.csv'). A URL the record already held is not checked again (an admin may have set it).
 * Refusals are 'crud.badUploadUrl' under the field's path ('gallery', 'steps[2].photo').
 */
import { subPath, type FieldErrors } from '../../../src/kernel/rules/rules';
import type { FieldSchema } from '../../../src/kernel/types';
import type { Column } from '../../resources/columns';
import type { ResourceRow, ResourceValues } from '../../resources/resourceStoreTypes';
import type { UploadInfo, UploadStore } from '../../storage/storeTypes';
import type { Caller } from '../../apiTypes';

/** The id of the upload a URL names: a path (or an http(s) URL) ending in /upload/files/<24 hex digits>. */
const UPLOAD_URL = /^(?:https?:\/\/[^/?#\s]+)?(?:\/[^?#\s]*)?\/upload\/files\/([0-9a-f]{24})(?:\/[A-Za-z0-9_.-]{1,80})?$/;

export const uploadIdOf = (url: string): string | undefined => UPLOAD_URL.exec(url)?.[1];

interface Named {
  path: string;
  url: string;
  field: FieldSchema;
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every upload URL a field's value names, with the path of the field holding it. */
function namedUploads(field: FieldSchema, value: unknown, path: string, out: Named[]): Named[] {
  if (field.type === 'image' || field.type === 'file') {
    if (typeof value === 'string' && value.trim() !== '') out.push({ path, url: value, field });
  } else if (field.type === 'images') {
    if (Array.isArray(value)) for (const url of value) if (typeof url === 'string') out.push({ path, url, field });
  } else if (field.fields && field.fields.length > 0) {
    const rows = field.type === 'array' && Array.isArray(value) ? value.map((row, index) => [row, subPath(path, index)] as const) : [[value, path] as const];
    for (const [row, where] of rows) {
      if (!isGroup(row)) continue;
      for (const sub of field.fields) namedUploads(sub, row[sub.source], subPath(where, sub.source), out);
    }
  }
  return out;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Whether an upload's type is one the field takes: image fields take images; `accept` narrows further. */
export function fitsAccept(field: Pick<FieldSchema, 'type' | 'accept'>, upload: Pick<UploadInfo, 'type' | 'name'>): boolean {
  const type = upload.type.toLowerCase();
  if ((field.type === 'image' || field.type === 'images') && !type.startsWith('image/')) return false;
  const accept = field.accept ?? [];
  if (accept.length === 0) return true;
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted.startsWith('.')) return extensionOf(upload.name) === wanted;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

export interface UploadCheck {
  /** The errors of the upload fields whose written value names an upload the user may not use. */
  refused(columns: readonly Column[], written: ResourceValues, user: Caller, current?: ResourceRow): Promise<FieldErrors>;
}

export function uploadCheck(uploads: Pick<UploadStore, 'info'>): UploadCheck {
  return {
    async refused(columns, written, user, current) {
      const asked: Named[] = [];
      for (const column of columns) {
        if (!Object.prototype.hasOwnProperty.call(written, column.source)) continue;
        const held = new Set(current ? namedUploads(column.field, current[column.source], column.source, []).map(({ url }) => url) : []);
        for (const named of namedUploads(column.field, written[column.source], column.source, [])) if (!held.has(named.url)) asked.push(named);
      }
      const errors: FieldErrors = {};
      const infos = new Map<string, Promise<UploadInfo | undefined>>();
      const admin = user.roles.includes('admin');
      for (const { path, url, field } of asked) {
        if (errors[path]) continue;
        const id = uploadIdOf(url);
        let info: Promise<UploadInfo | undefined> | undefined;
        if (id !== undefined) {
          info = infos.get(id) ?? uploads.info(id);
          infos.set(id, info);
        }
        const upload = await info;
        const usable = upload !== undefined && (admin || upload.ownerId === user.id) && fitsAccept(field, upload);
        if (!usable) errors[path] = { message: 'crud.badUploadUrl', args: {} };
      }
      return errors;
    },
  };
}
