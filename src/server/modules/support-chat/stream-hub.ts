/**
 * The live streams held by this instance: each can be woken at once after a change written
 * here (other instances see it at their next poll), and all are ended when the server closes.
 * It holds connections only, never the state of a conversation: that lives in the database.
 */
export type StreamHub = {
  wake(): void;
  subscribe(listener: () => void): () => void;
  track(end: () => void): () => void;
  endAll(): void;
};

export function createStreamHub(): StreamHub {
  const listeners = new Set<() => void>();
  const streams = new Set<() => void>();
  return {
    wake: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    track: (end) => {
      streams.add(end);
      return () => streams.delete(end);
    },
    endAll: () => {
      for (const end of streams) end();
    },
  };
}
