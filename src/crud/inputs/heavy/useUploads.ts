/** Uploads of one input: posts a file, says which ones are on their way, and turns a failure into a message. */
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorText, uploadFile, type UploadedFile } from '../../../components/upload/uploadFile';

export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; message: string };

export function useUploads(url: string) {
  const translate = useTranslate();
  const [pending, setPending] = useState<string[]>([]);
  const upload = useCallback(
    async (blob: Blob, name: string): Promise<UploadOutcome> => {
      setPending((names) => [...names, name]);
      try {
        return { ok: true, file: await uploadFile(url, blob, { fileName: name }) };
      } catch (error) {
        return { ok: false, message: translate('crud.heavy.upload.failed', { name, message: translate(errorText(error), { _: errorText(error) }) }) };
      } finally {
        setPending((names) => {
          const index = names.indexOf(name);
          return index < 0 ? names : [...names.slice(0, index), ...names.slice(index + 1)];
        });
      }
    },
    [translate, url],
  );
  return { upload, pending };
}
