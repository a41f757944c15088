/** Once the list page is idle, fetch the heavy editors its form uses, so the first New or Edit opens at once. */
import { useEffect } from 'react';
import type { ResourceSchema } from '../kernel/types';
import { preloadHeavyInputs } from './inputs/heavyTypeInputs';

/** After the list's own requests: a second, or the browser's first idle moment. */
const IDLE_AFTER_MS = 1000;

export function usePreloadedEditors(schema: ResourceSchema): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const run = () => preloadHeavyInputs(schema.fields);
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, IDLE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [schema]);
}
