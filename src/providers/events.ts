/** A tiny typed event bus: lets providers tell the UI things without importing it. */
export interface AppEvents {
  /** A request failed; the UI shows the message for `durationMs`. */
  apiError: { message: string; durationMs: number };
  /** The server answered 50008/50012/50014: ask whether to log in again. */
  sessionExpired: { message: string };
  /** The token appeared or disappeared. */
  sessionChanged: { signedIn: boolean };
}

type Listener<T> = (payload: T) => void;
const listeners = new Map<keyof AppEvents, Set<Listener<never>>>();

export function on<K extends keyof AppEvents>(event: K, listener: Listener<AppEvents[K]>): () => void {
  let set = listeners.get(event) as Set<Listener<AppEvents[K]>> | undefined;
  if (!set) {
    set = new Set();
    listeners.set(event, set as Set<Listener<never>>);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function emit<K extends keyof AppEvents>(event: K, payload: AppEvents[K]): void {
  const set = listeners.get(event) as Set<Listener<AppEvents[K]>> | undefined;
  set?.forEach((listener) => listener(payload));
}
