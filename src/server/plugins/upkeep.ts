import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeContactMessages } from '#server/modules/contact/purge-contact-messages.ts';
import { releaseStaleReservations } from '#server/modules/credits/export-credit-reservation.ts';
import { purgeWaitlistEntries } from '#server/modules/waitlist/purge-waitlist-entries.ts';

export type UpkeepReport = {
  releasedReservations: number;
  purgedContactMessages: number;
  purgedWaitlistEntries: number;
};

export type UpkeepOptions = {
  /** 0: only the round at start (tests run `app.upkeep()` with a moved clock). */
  intervalMs: number;
  /** The longest an export can take: a reservation older than this belongs to a dead process. */
  exportTimeLimitMs: number;
  launchDate: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one upkeep round now. */
    upkeep(): Promise<UpkeepReport>;
  }
}

/**
 * The periodic upkeep: credit reservations left by a process that died mid-export are
 * released, and what the privacy policy promises to delete is deleted. Once at start, then
 * every `intervalMs`. Each statement is idempotent, so instances sharing a database may run it
 * at the same time.
 */
async function upkeepPlugin(app: FastifyInstance, options: UpkeepOptions) {
  const ctx = { db: app.database.db, now: () => app.now() };
  let round: Promise<unknown> = Promise.resolve();
  const run = (): Promise<UpkeepReport> => {
    const next = round.then(async () => ({
      releasedReservations: await releaseStaleReservations(ctx, { olderThanMs: options.exportTimeLimitMs }),
      purgedContactMessages: await purgeContactMessages(ctx),
      purgedWaitlistEntries: await purgeWaitlistEntries(ctx, { launchDate: options.launchDate }),
    }));
    round = next.catch(() => {});
    return next;
  };
  const runAndLog = () =>
    run()
      .then((report) => {
        if (Object.values(report).some((count) => count > 0)) app.log.info(report, 'entretien');
      })
      .catch((error) => app.log.error({ err: error }, 'l’entretien a échoué'));

  app.decorate('upkeep', run);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await runAndLog();
    if (options.intervalMs > 0) {
      timer = setInterval(() => void runAndLog(), options.intervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await round;
  });
}

export default fp(upkeepPlugin, { name: 'upkeep', dependencies: ['database'] });
