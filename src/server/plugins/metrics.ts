import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '#server/db/client.ts';

export type ExportOutcome = 'charged' | 'free' | 'refused' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { exportFinished(outcome: ExportOutcome): void };
  }
}

/**
 * Prometheus metrics (prom-client), one registry per app: request durations by route, exports
 * by outcome, the PDF renderer (renders, failures, queue) and the mail outbox, plus Node.js's
 * own. Served on GET /metrics to the bearer of METRICS_TOKEN only; without the token
 * configured, or with a wrong one, the route answers 404 like a route that does not exist.
 */
async function metricsPlugin(app: FastifyInstance, options: { token: string | undefined }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'paraphe_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP par route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/contracts/:id), never the raw URL: ids would explode the series.
    const route = request.routeOptions.url ?? 'sans route';
    durations.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const exportsFinished = new Counter({
    name: 'paraphe_exports_total',
    help: 'Exports PDF par issue : facturé, gratuit (Pro, déjà exporté), refusé (plus de crédits), échoué',
    labelNames: ['outcome'],
    registers: [registry],
  });
  app.decorate('metrics', { exportFinished: (outcome: ExportOutcome) => exportsFinished.inc({ outcome }) });

  new Gauge({
    name: 'paraphe_pdf_renders',
    help: 'Rendus PDF de ce processus depuis son démarrage, par issue',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const stats = app.pdf.stats?.();
      if (!stats) return;
      this.set({ outcome: 'rendered' }, stats.rendered);
      this.set({ outcome: 'failed' }, stats.failed);
      this.set({ outcome: 'rejected' }, stats.rejected);
      this.set({ outcome: 'timeout' }, stats.timeouts);
      this.set({ outcome: 'crash' }, stats.crashes);
    },
  });
  new Gauge({
    name: 'paraphe_pdf_queue',
    help: 'Pages PDF occupées et rendus en attente d’une page',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.pdf.stats?.();
      if (!stats) return;
      this.set({ state: 'busy' }, stats.busy);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'paraphe_mail_outbox',
    help: 'E-mails de la file d’envoi (toutes instances) : à envoyer, abandonnés',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; count: number }>(
        app.database.db,
        sql`select status, count(*)::int as count from mail_outbox where status in ('pending', 'failed') group by status`,
      );
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database', 'pdf'] });
