/**
 * The first `popstate` listener of the window, ahead of the router's: the browser runs a window's
 * listeners in the order they were added, so what must see Back and Forward before the router (a
 * form holding its changes) registers here. The console installs the gate before its router
 * mounts (App.tsx); installed later, its capture listener still runs first where the browser puts
 * capture listeners ahead at the target.
 */

/** Sees a move before the router; returns true when it took the move (the router never sees it). */
export type PopTaker = (event: PopStateEvent) => boolean;

const takers = new Set<PopTaker>();
let installedOn: Window | undefined;

export function installHistoryGate(win: Window = window): void {
  if (installedOn === win) return;
  installedOn = win;
  win.addEventListener(
    'popstate',
    (event) => {
      for (const take of [...takers]) {
        if (!take(event)) continue;
        event.stopImmediatePropagation();
        return;
      }
    },
    true,
  );
}

/** `take` sees each Back and Forward first until the returned release is called. */
export function seePopsFirst(take: PopTaker, win: Window = window): () => void {
  installHistoryGate(win);
  takers.add(take);
  return () => {
    takers.delete(take);
  };
}
