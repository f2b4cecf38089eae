import type { FastifyReply, FastifyRequest } from 'fastify';

export type EventStreamOptions = {
  /** How often the database is looked at. */
  pollMs: number;
  /** Comment lines keep proxies from closing an idle stream; the presence is refreshed with them. */
  heartbeatMs: number;
  /** Returns the events to send now (each written as `event: <type>` with JSON data). */
  poll: () => Promise<Array<{ type: string; id?: number; data: unknown }>>;
  onHeartbeat?: () => Promise<void>;
  onClose?: () => Promise<void>;
  /** Resolves the wait early: a change written by this instance is sent without waiting for the poll. */
  subscribe?: (wake: () => void) => () => void;
  /** Registers a way to end the stream when the server shuts down. */
  track: (end: () => void) => () => void;
};

/**
 * A server-sent events response (text/event-stream) fed by polling. The response is taken
 * from Fastify (hijack) and written to until the client goes away or the server closes.
 */
export async function serveEventStream(reply: FastifyReply, options: EventStreamOptions & { request: FastifyRequest }) {
  const { request } = options;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write('retry: 3000\n\n');

  let open = true;
  let wake: (() => void) | null = null;
  const end = () => {
    if (!open) return;
    open = false;
    wake?.();
  };
  request.raw.on('close', end);
  const untrack = options.track(end);
  const unsubscribe = options.subscribe?.(() => wake?.()) ?? (() => {});

  let lastHeartbeat = Date.now();
  try {
    while (open) {
      const events = await options.poll();
      for (const event of events) {
        if (!open) break;
        raw.write(
          `${event.id ? `id: ${event.id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`,
        );
      }
      if (Date.now() - lastHeartbeat >= options.heartbeatMs) {
        lastHeartbeat = Date.now();
        raw.write(': ping\n\n');
        await options.onHeartbeat?.();
      }
      if (!open) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  } catch (error) {
    request.log.warn({ err: error }, 'flux du chat interrompu');
  } finally {
    open = false;
    unsubscribe();
    untrack();
    await options.onClose?.().catch((error) => request.log.warn({ err: error }, 'présence du chat non effacée'));
    raw.end();
  }
}
