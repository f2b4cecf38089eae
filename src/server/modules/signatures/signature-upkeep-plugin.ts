import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runSignatureUpkeep, type UpkeepReport } from '#server/modules/signatures/run-signature-upkeep.ts';
import { type SigningKeys, signatureContext } from '#server/modules/signatures/signature-context.ts';
import { runTrackerUpkeep, type TrackerUpkeepReport } from '#server/modules/tracker/run-tracker-upkeep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the signature upkeep now (tests call it with a moved clock). */
    signatureUpkeep(): Promise<UpkeepReport>;
    /** Runs the tracker's reminders and notices now (tests call it with a moved clock). */
    trackerUpkeep(): Promise<TrackerUpkeepReport>;
  }
}

/**
 * Every `intervalMs` (UPKEEP_INTERVAL_MS); off when it is 0 (tests run `app.signatureUpkeep()`).
 * Each round is logged at debug level, with what it did: instances sharing a database run
 * rounds at the same time, and each reminder is claimed once (remind-signer.ts). A round that
 * queued mail (reminders, completed requests) wakes the mailer when it ends.
 */
async function signatureUpkeepPlugin(app: FastifyInstance, options: { signing: SigningKeys; intervalMs: number }) {
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    const next = round.then(async () => {
      const ctx = signatureContext(app.createContext(), options.signing);
      try {
        return await runSignatureUpkeep(ctx);
      } finally {
        if (ctx.mailQueued()) app.mail.wake();
      }
    });
    round = next.catch(() => {});
    return next;
  };
  app.decorate('signatureUpkeep', run);
  // The tracker's notices take turns with the signature rounds: they read the same links' key.
  const runTracker = () => {
    const next = round.then(async () => {
      const ctx = signatureContext(app.createContext(), options.signing);
      try {
        return await runTrackerUpkeep(ctx);
      } finally {
        if (ctx.mailQueued()) app.mail.wake();
      }
    });
    round = next.catch(() => {});
    return next;
  };
  app.decorate('trackerUpkeep', runTracker);
  let timer: NodeJS.Timeout | null = null;
  if (options.intervalMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        run()
          .then((report) => {
            if (report.reminded + report.expired + report.completed > 0) app.log.info(report, 'suivi des signatures');
            else app.log.debug(report, 'suivi des signatures : tour terminé');
          })
          .catch((error) => app.log.error({ err: error }, 'le suivi des signatures a échoué'));
        runTracker()
          .then((report) => {
            if (report.notified > 0) app.log.info(report, 'suivi des contrats signés');
            else app.log.debug(report, 'suivi des contrats signés : tour terminé');
          })
          .catch((error) => app.log.error({ err: error }, 'le suivi des contrats signés a échoué'));
      }, options.intervalMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}

export default fp(signatureUpkeepPlugin, {
  name: 'signature-upkeep',
  dependencies: ['database', 'pdf', 'mail', 'request-context'],
});
