import { describe, expect, it } from 'vitest';
import type { SupportMessage } from '#shared/api/support-chat.ts';
import { withMessage } from '#client/features/support/hooks/use-support-chat.ts';

const message = (seq: number, body: string): SupportMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  author: seq % 2 ? 'user' : 'operator',
  authorName: seq % 2 ? null : 'Inès',
  body,
  via: 'app',
  createdAt: new Date(Date.UTC(2026, 10, 25, 9, seq)).toISOString(),
  attachment: null,
  contract: null,
});

describe('withMessage (the chat cache fed by the answer of a send and by the live stream)', () => {
  it('keeps a message once when both the send and the stream bring it', () => {
    const sent = message(1, 'Bonjour');
    const once = withMessage({ conversation: null, messages: [] }, sent);
    expect(withMessage(once, sent).messages).toEqual([sent]);
  });

  it('orders by the server’s sequence whatever the order of arrival', () => {
    const late = withMessage(withMessage(undefined, message(3, 'trois')), message(2, 'deux'));
    expect(late.messages.map((item) => item.body)).toEqual(['deux', 'trois']);
  });
});
