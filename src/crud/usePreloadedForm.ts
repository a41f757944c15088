/**
 * Once the list page is idle, fetch the form's code (the dialog, its layout when the resource lays
 * its form out, and the heavy editors its fields use), so the first New or Edit opens at once.
 */
import { useEffect } from 'react';
import type { ResourceSchema } from '../kernel/types';
import { preloadHeavyInputs } from './inputs/heavyTypeInputs';
import { readyLazy } from './readyLazy';
import type { ResourceDialogProps } from './ResourceDialog';
import { lazyLayoutBody } from './form/lazyLayoutBody';

/** After the list's own requests: a second, or the browser's first idle moment. */
const IDLE_AFTER_MS = 1000;

/** The form dialog, rendered at once by a mount after its code is in. */
export const lazyResourceDialog = readyLazy<ResourceDialogProps>(() => import('./ResourceDialog').then((module) => ({ default: module.ResourceDialog })));

export function usePreloadedForm(schema: ResourceSchema, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setTimeout(() => {
      const run = () => {
        void lazyResourceDialog.load().catch(() => undefined);
        if (schema.form) void lazyLayoutBody.load().catch(() => undefined);
        preloadHeavyInputs(schema.fields);
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, IDLE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [schema, enabled]);
}
