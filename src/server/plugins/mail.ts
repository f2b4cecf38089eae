import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { type DeliveryReport, deliverDueMails } from '#server/mail/deliver-due-mails.ts';
import { createMailTransport } from '#server/mail/mail-transport.ts';

export type MailService = {
  /** Delivers everything due now and resolves when done (tests call it instead of waiting). */
  flush(): Promise<DeliveryReport>;
  /** Asks for a delivery round soon, after a commit that queued mail; a no-op when polling is off. */
  wake(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * The outbox worker. Use cases write mail with `queueMail` inside their transaction; this
 * plugin delivers it: every `config.mailPollIntervalMs` (0 = never on its own, as in tests),
 * on `wake()`, and on `flush()`. Rounds of one instance never overlap; instances share the
 * work through SKIP LOCKED. Closing the app stops the timer and waits for the current round.
 */
async function mailPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const transport = createMailTransport(config, app.log);
  // Each round starts after the previous one: rounds of one instance never overlap.
  let rounds: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let closing = false;

  const runRound = (): Promise<DeliveryReport> => {
    const round = rounds.then(() => deliverDueMails(app.database.db, transport, app.log));
    rounds = round.catch(() => {});
    return round;
  };

  const schedule = (delayMs: number) => {
    if (closing || config.mailPollIntervalMs === 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      runRound()
        .catch((error) => app.log.error({ err: error }, 'la relève des e-mails a échoué'))
        .finally(() => schedule(config.mailPollIntervalMs));
    }, delayMs);
    timer.unref();
  };

  app.decorate('mail', {
    flush: runRound,
    wake: () => schedule(0),
  } satisfies MailService);

  app.addHook('onReady', async () => schedule(config.mailPollIntervalMs));
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await rounds;
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
