/**
 * A list page's live updates while it is shown: others' changes to the resource arrive from its
 * event stream (liveSubscription.ts). A change to a row on screen refreshes the list and marks the
 * row for a moment; a delete refreshes; a new record is only counted (announced above the table,
 * shown on demand) so rows do not move under the user's pointer. The signed-in user's own changes
 * are left to the page (it refreshes after its own saves). Only conventional resources have a stream.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { conventionalPath } from '../../kernel/format/convention';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';
import { getConfig } from '../../config';
import { buildUrl } from '../../providers/http';
import { useStableCallback } from '../../utils/useStableCallback';
import { useViewShown } from '../../utils/viewShown';
import { subscribeLive, type EventSourceFactory, type LiveEvent, type LiveStatus } from './liveSubscription';

/** How long a changed row stays marked. */
export const MARK_MS = 2500;

/** The latest change by someone else to one record, for an open edit dialog. */
export interface LiveChange {
  actorName: string | undefined;
  version: number | undefined;
  deleted: boolean;
  /** When it arrived (Date.now()). */
  seenAt: number;
}

export interface LiveList {
  /** The ids of rows marked as just changed. */
  marked: ReadonlySet<string>;
  /** Records created by others since the list was last refreshed. */
  newCount: number;
  /** Refreshes the list and clears the count. */
  showNew: () => void;
  status: LiveStatus;
  changeOf: (id: AnyRecord['id']) => LiveChange | undefined;
}

export interface LiveListOptions {
  schema: ResourceSchema;
  /** The rows on screen. */
  rows: readonly AnyRecord[] | undefined;
  refetch: () => void;
  userId: unknown;
  /** The EventSource to use (tests); by default the browser's, and none where it has none. */
  open?: EventSourceFactory;
  /** False for a list that is not the server's (the Schema lab's preview on its sample rows). */
  enabled?: boolean;
}

const GONE = new Set<LiveEvent['type']>(['deleted', 'trashed', 'purged']);
const ARRIVED = new Set<LiveEvent['type']>(['created', 'restored']);

const sameOrigin = (url: string): boolean => typeof window === 'undefined' || new URL(url, window.location.href).origin === window.location.origin;

export const hasEventStream = (schema: ResourceSchema): boolean => schema.endpoints.list?.path === conventionalPath(schema.name);

export function useLiveList({ schema, rows, refetch, userId, open, enabled = true }: LiveListOptions): LiveList {
  const shown = useViewShown();
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  const [newCount, setNewCount] = useState(0);
  const [status, setStatus] = useState<LiveStatus>('live');
  const [changes, setChanges] = useState<ReadonlyMap<string, LiveChange>>(() => new Map());
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const mark = useCallback((id: string) => {
    setMarked((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMarked((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, MARK_MS);
    timers.current.add(timer);
  }, []);

  const onEvent = useStableCallback((event: LiveEvent) => {
    if (event.actor && userId !== undefined && event.actor.id === userId) return;
    const id = String(event.id);
    const onScreen = (rowsRef.current ?? []).some((row) => String(row.id) === id);
    if (event.type === 'updated' || GONE.has(event.type)) {
      setChanges((current) => new Map(current).set(id, { actorName: event.actor?.userName, version: event.version, deleted: GONE.has(event.type), seenAt: Date.now() }));
    }
    if (ARRIVED.has(event.type)) setNewCount((count) => count + 1);
    else if (onScreen) {
      refetch();
      if (event.type === 'updated') mark(id);
    }
  });

  const url = buildUrl(`${conventionalPath(schema.name)}/_events`);
  // The in-browser mock (MSW) serves no streams, and the session cookie reaches only this origin.
  const canStream = enabled && hasEventStream(schema) && !getConfig().mock && sameOrigin(url) && (open !== undefined || typeof EventSource !== 'undefined');
  const subscribedBefore = useRef(false);
  const reload = useStableCallback(refetch);
  useEffect(() => {
    if (!shown || !canStream) return undefined;
    // Back on screen: what changed while the view was hidden was not heard.
    if (subscribedBefore.current) reload();
    subscribedBefore.current = true;
    const close = subscribeLive({ url, onEvent, onStatus: setStatus, open });
    return () => {
      close();
      setStatus('live');
    };
  }, [shown, canStream, url, onEvent, open, reload]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const showNew = useCallback(() => {
    setNewCount(0);
    refetch();
  }, [refetch]);
  const changeOf = useCallback((id: AnyRecord['id']) => changes.get(String(id)), [changes]);
  return { marked, newCount, showNew, status, changeOf };
}
