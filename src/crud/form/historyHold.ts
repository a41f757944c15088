/**
 * Holds the browser's Back and Forward while a form has unsaved changes. The console's router is
 * not a data router (no `useBlocker`), so the move is caught on its way to the router (by the
 * history gate, which sees it first), then the address is put back on the form's entry. `resume`
 * makes the move after all.
 */
import { seePopsFirst } from '../../utils/historyGate';

/** The index react-router's browser history writes into each entry's state. */
export function entryIndex(state: unknown): number | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const index = (state as { idx?: unknown }).idx;
  return typeof index === 'number' && Number.isInteger(index) ? index : undefined;
}

/**
 * From now until the returned release is called, a Back or Forward away from the current entry is
 * undone and reported to `onHeld` with the function that makes it, when `shouldHold` says so at
 * that moment (asked then, not when the hold began: a move may come right after a keystroke). A
 * move whose distance cannot be told (an entry the router did not write) is let through.
 */
export function holdHistoryMoves(onHeld: (resume: () => void) => void, shouldHold: () => boolean = () => true, win: Window = window): () => void {
  let at = entryIndex(win.history.state);
  // The pop of our own step back to the form's entry: it is no move for the router.
  let returning = false;
  const release = seePopsFirst((event) => {
    const to = entryIndex(event.state);
    if (returning) {
      returning = false;
      return true;
    }
    if (at === undefined || to === undefined || to === at || !shouldHold()) {
      at = to;
      return false;
    }
    const steps = at - to;
    returning = true;
    win.history.go(steps);
    onHeld(() => {
      release();
      win.history.go(-steps);
    });
    return true;
  }, win);
  return release;
}
