/** Who to wake when events were committed in this process (the event stream, the webhook dispatcher). */
export interface OutboxSignal {
  subscribe(listener: () => void): () => void;
  notify(): void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}
