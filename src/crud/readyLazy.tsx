/**
 * React.lazy that renders synchronously once the code is in. A lazy component always suspends on
 * its first render, even when its module was preloaded, and React then holds back the reveal of
 * the Suspense boundary for up to 300 ms: a preloaded form or editor would still open late. Each
 * mount decides once whether the code is in, so a mounted component never swaps its element.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export interface ReadyLazy<P extends object> {
  /** Suspends (inside the caller's Suspense) only while the code is not in yet. */
  Component: ComponentType<P>;
  /** Fetches the code; afterwards new mounts render at once. */
  load: () => Promise<{ default: ComponentType<P> }>;
}

export function readyLazy<P extends object>(fetch: () => Promise<{ default: ComponentType<P> }>): ReadyLazy<P> {
  let ready: ComponentType<P> | undefined;
  const load = () =>
    fetch().then((module) => {
      ready = module.default;
      return module;
    });
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(load);
  function ReadyOrLazy(props: P) {
    const [Loaded] = useState(() => ready);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: ReadyOrLazy, load };
}
