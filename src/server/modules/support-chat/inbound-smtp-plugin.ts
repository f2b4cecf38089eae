import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Config } from '#server/config.ts';
import { receiveSupportReply } from '#server/modules/support-chat/receive-support-reply.ts';
import type { StreamHub } from '#server/modules/support-chat/stream-hub.ts';
import { tokenOfReplyAddress } from '#server/modules/support-chat/support-context.ts';

/** A reply is text; a big screenshot pasted in it is refused rather than buffered. */
const MAX_INBOUND_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The bound address of the inbound SMTP listener (SUPPORT_INBOUND), or null when off. */
    supportInboundAddress: () => { host: string; port: number } | null;
  }
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * Replies to the chat's notification e-mails, received over SMTP from the MX that forwards
 * `reponses+<token>@…` (SUPPORT_INBOUND). Recipients that name no conversation are refused
 * at RCPT; automatic replies (RFC 3834 Auto-Submitted) are dropped so two robots cannot loop.
 */
async function inboundSmtpPlugin(app: FastifyInstance, options: { config: Config; hub: StreamHub }) {
  const { config, hub } = options;
  const inbound = config.supportChat.inbound;
  let bound: { host: string; port: number } | null = null;
  app.decorate('supportInboundAddress', () => bound);
  if (!inbound) return;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_INBOUND_BYTES,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!tokenOfReplyAddress(config, address.address)) return callback(smtpError(550, 'Destinataire inconnu'));
      callback();
    },
    onData(stream, session, callback) {
      void (async () => {
        const parsed = await simpleParser(stream);
        if (stream.sizeExceeded) throw smtpError(552, 'Message trop volumineux');
        const autoSubmitted = String(parsed.headers.get('auto-submitted') ?? 'no').toLowerCase();
        if (autoSubmitted !== 'no') return;
        const from = parsed.from?.value[0]?.address ?? '';
        const recipient = session.envelope.rcptTo.find((rcpt) => tokenOfReplyAddress(config, rcpt.address));
        const token = recipient ? tokenOfReplyAddress(config, recipient.address) : null;
        if (!token) throw smtpError(550, 'Destinataire inconnu');
        const ctx = app.createContext();
        const outcome = await receiveSupportReply(ctx, { token, from, text: parsed.text ?? '' });
        if ('refused' in outcome) {
          app.log.warn({ refused: outcome.refused }, 'réponse par e-mail au chat refusée');
          throw smtpError(550, outcome.refused === 'sender-not-allowed' ? 'Expéditeur non autorisé' : 'Message refusé');
        }
        if (ctx.mailQueued()) app.mail.wake();
        hub.wake();
      })().then(
        () => callback(),
        (error: Error & { responseCode?: number }) => {
          if (!error.responseCode) app.log.error({ err: error }, 'réponse par e-mail au chat non enregistrée');
          callback(error.responseCode ? error : smtpError(451, 'Erreur temporaire, réessayez plus tard'));
        },
      );
    },
  });
  server.on('error', (error) => app.log.error({ err: error }, 'écoute SMTP du chat en erreur'));

  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(inbound.port, inbound.host, () => resolve());
    });
    const address = server.server.address() as AddressInfo;
    bound = { host: inbound.host, port: address.port };
    app.log.info({ port: address.port }, 'réponses par e-mail au chat : écoute SMTP ouverte');
  });
  app.addHook('onClose', async () => {
    if (bound) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

export default fp(inboundSmtpPlugin, {
  name: 'support-inbound',
  dependencies: ['database', 'mail', 'request-context'],
});
