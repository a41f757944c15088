/** Rows a page reads from the API, with the state of the reading: loading, failed (its message) or ready. */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<Rows> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: Rows };

/**
 * Reads once `read` is given and again whenever it changes (memoise it) or `load` is called; rows
 * already shown stay until the next answer, and only the answer of the latest reading is shown (an
 * earlier one arriving late is dropped). `read` answering undefined reads nothing.
 */
export function useLoaded<Rows>(read: () => Promise<Rows> | undefined): { loaded: Loaded<Rows>; load: () => void } {
  const [loaded, setLoaded] = useState<Loaded<Rows>>({ state: 'loading' });
  const latest = useRef(0);
  const load = useCallback(() => {
    const reading = ++latest.current;
    read()?.then(
      (rows) => {
        if (reading === latest.current) setLoaded({ state: 'ready', rows });
      },
      (error: unknown) => {
        if (reading === latest.current) setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [read]);
  useEffect(load, [load]);
  return { loaded, load };
}
