/**
 * React.lazy with a `preload` and a way to tell that its module is there. Once the module has loaded
 * (by `preload` or by a render), the component renders at once instead of suspending: React's lazy
 * reads a thenable that resolves synchronously on the spot. Used where a Suspense fallback would be
 * committed only to be replaced a moment later: React then holds the content back until the
 * fallback has shown for 300 ms.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface PreloadableLazy<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the load (once; again after a failure) and resolves with the module. */
  preload: () => Promise<Module<ComponentType<P>>>;
  isLoaded: () => boolean;
  status: () => LoadStatus;
}

/** The preloads of page components, for the page a load opens on (see pagePreload). */
const preloads = new WeakMap<object, () => Promise<unknown>>();

/** Marks `component` as rendering code that `preload` fetches; returns the component. */
export function withPreload<C extends object>(component: C, preload: () => Promise<unknown>): C {
  preloads.set(component, preload);
  return component;
}

/** What fetches the code `component` renders, when it is a preloadable page. */
export function preloadOf(component: object | undefined): (() => Promise<unknown>) | undefined {
  return component ? preloads.get(component) : undefined;
}

export function preloadableLazy<P extends object>(load: () => Promise<Module<ComponentType<P>>>): PreloadableLazy<P> {
  type T = ComponentType<P>;
  let loaded: Module<T> | undefined;
  let pending: Promise<Module<T>> | undefined;
  let failed = false;
  const preload = (): Promise<Module<T>> => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        failed = true;
        throw error;
      },
    );
    failed = false;
    return pending;
  };
  const settledNow = (module: Module<T>): Promise<Module<T>> => ({ then: (resolve: (value: Module<T>) => unknown) => resolve(module) }) as unknown as Promise<Module<T>>;
  return {
    Component: withPreload(lazy(() => (loaded ? settledNow(loaded) : preload())), preload),
    preload,
    isLoaded: () => loaded !== undefined,
    status: () => (loaded ? 'loaded' : pending ? 'loading' : failed ? 'failed' : 'idle'),
  };
}
