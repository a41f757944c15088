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

export interface PreloadableLazy<T extends ComponentType<object>> {
  Component: LazyExoticComponent<T>;
  /** Starts the load (once; again after a failure) and resolves with the module. */
  preload: () => Promise<Module<T>>;
  isLoaded: () => boolean;
  status: () => LoadStatus;
}

export function preloadableLazy<T extends ComponentType<object>>(load: () => Promise<Module<T>>): PreloadableLazy<T> {
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
    Component: lazy(() => (loaded ? settledNow(loaded) : preload())),
    preload,
    isLoaded: () => loaded !== undefined,
    status: () => (loaded ? 'loaded' : pending ? 'loading' : failed ? 'failed' : 'idle'),
  };
}
