/**
 * Loads the admin in two stages: the shell's files are all requested at once, then MUI
 * and its themes (./stages/uiLibraries) run in one task and the rest of the shell in the next.
 * Evaluated together they were the longest task of the dashboard's load on a slow phone.
 *
 * Under the admin frame of a signed-in page load, nothing is requested before the frame has
 * painted (src/utils/framePaint.ts).
 *
 * One load for the page: the boot's preload and the lazy AdminBoot share it. A failed load is
 * forgotten, so the next attempt fetches again.
 */
import { preloadEngineFiles, preloadShellFiles } from './adminPreload';
import { earlyListNamed } from '../providers/earlyList';
import { framePainted } from '../utils/framePaint';

type AdminBootModule = typeof import('./AdminBoot');

let loading: Promise<AdminBootModule> | undefined;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function loadInStages(): Promise<AdminBootModule> {
  await framePainted();
  preloadShellFiles();
  // A list's page (the server named its rows): the engine that draws them comes beside the shell.
  if (earlyListNamed()) preloadEngineFiles();
  await import('./stages/uiLibraries');
  await nextTask();
  return import('./AdminBoot');
}

export function loadAdmin(): Promise<AdminBootModule> {
  loading ??= loadInStages().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
