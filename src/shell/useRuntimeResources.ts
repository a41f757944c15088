/**
 * The resource files config.json lists, loaded at start beside the user info (issue 11). The loader
 * (and the parser behind it) is imported only when there are files; without any, the built-in
 * console is ready at once.
 */
import { useEffect, useMemo, useState } from 'react';
import { getConfig } from '../config';
import { resources as builtIns } from '../kernel/resources/registry';
import { builtInConsole, consoleModel, type ConsoleModel } from './consoleModel';
import type { RuntimeLoad } from './runtime/types';

/** Every file broken for one reason (the loader itself could not be loaded). */
const allBroken = (files: readonly string[], detail: string): RuntimeLoad => ({
  files: [],
  broken: files.map((file) => ({ file, roles: ['admin'], failure: { kind: 'network', detail }, problems: [] })),
});

/** The console model once the files are in (undefined while loading); `enabled` false waits. */
export function useConsoleModel(enabled: boolean): ConsoleModel | undefined {
  const files = getConfig().resources;
  const [runtime, setRuntime] = useState<RuntimeLoad>();
  useEffect(() => {
    if (!enabled || files.length === 0) return;
    let live = true;
    import('./runtime/loadRuntime')
      .then(({ loadRuntime }) => loadRuntime(files, builtIns))
      .catch((error: unknown) => allBroken(files, error instanceof Error ? error.message : String(error)))
      .then((loaded) => {
        if (live) setRuntime(loaded);
      });
    return () => {
      live = false;
    };
  }, [enabled, files]);
  return useMemo(() => (files.length === 0 ? builtInConsole : runtime && consoleModel(runtime)), [files, runtime]);
}
