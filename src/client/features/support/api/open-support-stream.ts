import { type SupportStreamEvent, supportStreamEventSchema } from '#shared/api/support-chat.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';

/**
 * GET /api/support-chat/events: the live stream (server-sent events) of the conversation,
 * read with fetch so that the access token travels in a header, never in the address.
 * Resolves when the server ends the stream; rejects when it cannot be opened.
 */
export async function openSupportStream(options: {
  after: number;
  signal: AbortSignal;
  onOpen: () => void;
  onEvent: (event: SupportStreamEvent) => void;
}): Promise<void> {
  const response = await fetchWithSession(`/support-chat/events?after=${options.after}`, options.signal);
  options.onOpen();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (!type || !data) continue;
      const parsed = supportStreamEventSchema.safeParse({ type, [type]: JSON.parse(data) });
      if (parsed.success) options.onEvent(parsed.data);
    }
  }
}
