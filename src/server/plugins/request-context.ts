import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { type OutgoingMail, queueMail, queueMailWhen } from '#server/mail/queue-mail.ts';
import type { AppPdf } from '#server/plugins/pdf.ts';

/** The outbox as a use case sees it: mail written in the caller's transaction. */
export type MailQueue = {
  queue(executor: Executor, mail: OutgoingMail): Promise<string>;
  queueWhen(executor: Executor, mail: OutgoingMail, condition: SQL): Promise<boolean>;
};

/**
 * What a use case may use, built once per request: `useCase(ctx, input)`. A use case names the
 * part it needs (`Pick<AppContext, 'db' | 'now'>`), so a test or a background job can build it.
 */
export type AppContext = {
  db: Database;
  /** The clock of the rules that depend on the date; tests move it. */
  now: () => Date;
  mail: MailQueue;
  pdf: AppPdf;
  config: Config;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: AppContext;
  }
  interface FastifyInstance {
    /** A context outside any request (timers, start-up); whoever queues mail with it wakes the mailer. */
    createContext(log?: FastifyBaseLogger): AppContext & { mailQueued: () => boolean };
  }
}

/**
 * `request.ctx`, and the mailer woken after the response of a request whose use case queued
 * mail: the response is sent once the use case's transaction has committed, so the mail is
 * there to deliver (a rolled-back one only costs an empty round).
 */
async function requestContextPlugin(app: FastifyInstance, options: { config: Config }) {
  app.decorate('createContext', (log: FastifyBaseLogger = app.log) => {
    let queued = false;
    const mail: MailQueue = {
      queue: async (executor, outgoing) => {
        const id = await queueMail(executor, outgoing);
        queued = true;
        return id;
      },
      queueWhen: async (executor, outgoing, condition) => {
        const done = await queueMailWhen(executor, outgoing, condition);
        queued ||= done;
        return done;
      },
    };
    return {
      db: app.database.db,
      now: app.now,
      mail,
      pdf: app.pdf,
      config: options.config,
      log,
      mailQueued: () => queued,
    };
  });

  const contexts = new WeakMap<object, ReturnType<FastifyInstance['createContext']>>();
  app.decorateRequest('ctx', {
    getter() {
      let ctx = contexts.get(this);
      if (!ctx) {
        ctx = app.createContext(this.log);
        contexts.set(this, ctx);
      }
      return ctx;
    },
  });
  app.addHook('onResponse', async (request) => {
    if (contexts.get(request)?.mailQueued()) app.mail.wake();
  });
}

export default fp(requestContextPlugin, {
  name: 'request-context',
  dependencies: ['database', 'mail', 'pdf'],
});
