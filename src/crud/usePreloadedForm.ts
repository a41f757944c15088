/**
 * Once the list page is idle, fetch the form's code (the dialog, its layout when the resource lays
 * its form out, and the heavy editors its fields use), then mount the form once out of sight
 * (FormWarmUp), so the first New or Edit opens as fast as the next ones.
 */
import { createElement, startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ResourceSchema } from '../kernel/types';
import { preloadHeavyInputs } from './inputs/heavyTypeInputs';
import { readyLazy } from './readyLazy';
import type { ResourceDialogProps } from './ResourceDialog';
import type { FormWarmUpProps } from './FormWarmUp';
import { lazyLayoutBody } from './form/lazyLayoutBody';

/** After the list's own requests: a second, or the browser's first idle moment. */
const IDLE_AFTER_MS = 1000;

/** The form dialog, rendered at once by a mount after its code is in. */
export const lazyResourceDialog = readyLazy<ResourceDialogProps>(() => import('./ResourceDialog').then((module) => ({ default: module.ResourceDialog })));

const lazyFormWarmUp = readyLazy<FormWarmUpProps>(() => import('./FormWarmUp'));

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else run();
};

type WarmUp = 'waiting' | 'mounted' | 'done';

/** Returns the out-of-sight warm-up to render while it runs (nothing before and after). */
export function usePreloadedForm(schema: ResourceSchema, enabled: boolean): ReactNode {
  const [warmUp, setWarmUp] = useState<WarmUp>('waiting');
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      whenIdle(() => {
        const loads = [lazyResourceDialog.load(), lazyFormWarmUp.load(), ...preloadHeavyInputs(schema.fields)];
        if (schema.form) loads.push(lazyLayoutBody.load());
        // The mount waits for the code and for the next idle moment: it takes the main thread a while,
        // so it is a transition too (rendered in slices; a click or a keystroke meanwhile goes first).
        const mount = () => {
          if (live) startTransition(() => setWarmUp((state) => (state === 'waiting' ? 'mounted' : state)));
        };
        void Promise.all(loads).then(() => whenIdle(mount), () => undefined);
      });
    }, IDLE_AFTER_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [schema, enabled]);
  const done = useCallback(() => startTransition(() => setWarmUp('done')), []);
  return warmUp === 'mounted' ? createElement(lazyFormWarmUp.Component, { schema, onDone: done }) : null;
}
