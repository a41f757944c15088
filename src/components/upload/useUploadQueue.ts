import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText, isAbort, uploadFile } from './uploadFile';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

export type UploadState = 'uploading' | 'uploaded' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** Object URL of the local file, for the thumbnail. */
  preview: string;
  state: UploadState;
  url?: string;
  /** Server message, or an i18n key for a refusal made before uploading. */
  error?: string;
}

export interface UploadQueueOptions {
  /** 'Upload success' once the files added together have all uploaded. */
  notifySuccess?: boolean;
  /** Refuses a file before it is sent: an i18n key, or undefined to upload it. */
  refuse?(file: File): string | undefined;
}

let nextId = 0;

/** Files each uploaded as soon as they are added; a batch with a failure says 'Upload failed'. */
export function useUploadQueue(uploadUrl: string, { notifySuccess = false, refuse }: UploadQueueOptions = {}) {
  const notify = useNotify();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  /** Uploads one file; resolves whether it uploaded (undefined when it was removed meanwhile). */
  const upload = useCallback(
    async (id: string, file: File): Promise<boolean | undefined> => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const result = await uploadFile(uploadUrl, file, { signal: controller.signal });
        patch(id, { state: 'uploaded', url: result.url });
        return true;
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return undefined;
        patch(id, { state: 'failed', error: errorText(error) });
        return false;
      } finally {
        controllers.current.delete(id);
      }
    },
    [patch, uploadUrl],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadItem => {
        const id = `upload-${++nextId}`;
        const preview = URL.createObjectURL(file);
        previews.current.set(id, preview);
        const refusal = refuse?.(file);
        return {
          id,
          name: file.name,
          size: file.size,
          preview,
          state: refusal ? 'failed' : 'uploading',
          error: refusal,
        };
      });
      setItems((list) => [...list, ...added]);
      const outcomes = added.flatMap((item, index) => (item.state === 'uploading' ? [upload(item.id, files[index])] : []));
      if (outcomes.length === 0) return;
      // One notice for the files added together, not one each (notices queue up).
      void Promise.all(outcomes).then((results) => {
        if (results.includes(false)) notify('demoEditors.uploadFailed', { type: 'error' });
        else if (notifySuccess && results.includes(true)) notify('demoEditors.uploadSuccess', { type: 'success' });
      });
    },
    [notify, notifySuccess, refuse, upload],
  );

  const forget = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
  }, []);

  const remove = useCallback(
    (id: string) => {
      forget(id);
      setItems((list) => list.filter((item) => item.id !== id));
    },
    [forget],
  );

  const reset = useCallback(() => {
    [...previews.current.keys()].forEach(forget);
    setItems([]);
  }, [forget]);

  useEffect(() => {
    const owned = previews.current;
    return () => [...owned.keys()].forEach(forget);
  }, [forget]);

  const allUploaded = items.every((item) => item.state === 'uploaded');
  return { items, add, remove, reset, allUploaded };
}
