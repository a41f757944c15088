/**
 * While the form has changes (`isChanged`, asked at the moment of the move) and its view is on
 * screen, the browser's Back or Forward asks 'Discard your changes?' first: the console stays on
 * the form's address meanwhile, Keep editing stays there with everything typed, Discard calls
 * `onDiscard` and makes the move.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStableCallback } from '../../utils/useStableCallback';
import { useViewShown } from '../../utils/viewShown';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { holdHistoryMoves } from './historyHold';

export function useBackGuard(isChanged: () => boolean, onDiscard?: () => void): ReactNode {
  const shown = useViewShown();
  const changed = useStableCallback(isChanged);
  // Held again from each entry the form comes to: the hold measures a move from where it started.
  const { key } = useLocation();
  const [resume, setResume] = useState<() => void>();
  useEffect(() => {
    if (!shown) return undefined;
    return holdHistoryMoves((move) => setResume(() => move), changed);
  }, [shown, key, changed]);
  if (!resume) return null;
  return (
    <DiscardChangesDialog
      onKeep={() => setResume(undefined)}
      onDiscard={() => {
        setResume(undefined);
        onDiscard?.();
        resume();
      }}
    />
  );
}
