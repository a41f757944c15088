/**
 * The resource files config.json lists, loaded at start beside the user info, and the
 * files published on the server the user may use, asked for in parallel. The loader (and
 * the parser behind it) is imported only when there are files; without any, the built-in console is
 * ready as soon as the server says there are none.
 */
import { useEffect, useMemo, useState } from 'react';
import { getConfig } from '../config';
import { resources as builtIns } from '../kernel/resources/registry';
import { takeServedResourceFiles } from '../providers/servedResourceFiles';
import { consoleModel, type ConsoleModel } from './consoleModel';
import { NO_RUNTIME, type RuntimeLoad } from './runtime/types';

/** Every file broken for one reason (the loader itself could not be loaded). */
const allBroken = (files: readonly string[], detail: string): RuntimeLoad => ({
  files: [],
  broken: files.map((file) => ({ file, roles: ['admin'], failure: { kind: 'network', detail }, problems: [] })),
});

const loader = () => import('./runtime/loadRuntime');

/** config.json's files and the published ones, judged together; no loader when there are none. */
async function loadAll(files: readonly string[]): Promise<RuntimeLoad> {
  const published = takeServedResourceFiles();
  if (files.length > 0) return (await loader()).loadRuntime(files, builtIns, published);
  const served = await published;
  return served.length === 0 ? NO_RUNTIME : (await loader()).loadRuntime([], builtIns, served);
}

/** The console model once the files are in (undefined while loading); `enabled` false waits. */
export function useConsoleModel(enabled: boolean): ConsoleModel | undefined {
  const files = getConfig().resources;
  const [runtime, setRuntime] = useState<RuntimeLoad>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadAll(files)
      .catch((error: unknown) => allBroken(files, error instanceof Error ? error.message : String(error)))
      .then((loaded) => {
        if (live) setRuntime(loaded);
      });
    return () => {
      live = false;
    };
  }, [enabled, files]);
  return useMemo(() => runtime && consoleModel(runtime), [runtime]);
}
