import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { loggerOptions } from '#server/logger.ts';
import { responseSerializerCompiler } from '#server/response-serializer.ts';
import authRoutes from '#server/modules/auth/routes.ts';
import contractRoutes from '#server/modules/contracts/routes.ts';
import counterpartyRoutes from '#server/modules/counterparties/routes.ts';
import brandingRoutes from '#server/modules/branding/routes.ts';
import contractHistoryRoutes from '#server/modules/contract-history/routes.ts';
import statisticsRoutes from '#server/modules/statistics/routes.ts';
import exportRoutes from '#server/modules/exports/routes.ts';
import lawRoutes from '#server/modules/law/routes.ts';
import type { PaymentProvider } from '#server/modules/payments/payment-provider.ts';
import paymentRoutes from '#server/modules/payments/routes.ts';
import { createSandboxProvider } from '#server/modules/payments/sandbox-provider.ts';
import { createStripeProvider } from '#server/modules/payments/stripe-provider.ts';
import templateRoutes from '#server/modules/templates/routes.ts';
import { seedTemplates } from '#server/modules/templates/seed-templates.ts';
import { createPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import pdfPlugin, { type PdfRenderer } from '#server/plugins/pdf.ts';
import { devMailApiRoutes, devMailPageRoutes } from '#server/modules/dev-mails/routes.ts';
import healthRoutes from '#server/modules/health/routes.ts';
import userRoutes from '#server/modules/users/routes.ts';
import contactRoutes from '#server/modules/contact/routes.ts';
import privacyRoutes from '#server/modules/privacy/routes.ts';
import publicSignatureRoutes from '#server/modules/signatures/public-routes.ts';
import signatureRoutes from '#server/modules/signatures/routes.ts';
import publicTrackerRoutes from '#server/modules/tracker/public-routes.ts';
import trackerRoutes from '#server/modules/tracker/routes.ts';
import { createSigningKeys } from '#server/modules/signatures/signing-keys.ts';
import signatureUpkeepPlugin from '#server/modules/signatures/signature-upkeep-plugin.ts';
import supportConsoleRoutes from '#server/modules/support-chat/console-routes.ts';
import inboundSmtpPlugin from '#server/modules/support-chat/inbound-smtp-plugin.ts';
import { createStreamHub } from '#server/modules/support-chat/stream-hub.ts';
import supportChatRoutes from '#server/modules/support-chat/routes.ts';
import waitlistRoutes from '#server/modules/waitlist/routes.ts';
import apiDocsPlugin from '#server/plugins/api-docs.ts';
import authPlugin from '#server/plugins/auth.ts';
import databasePlugin from '#server/plugins/database.ts';
import errorHandlerPlugin from '#server/plugins/error-handler.ts';
import mailPlugin from '#server/plugins/mail.ts';
import rateLimitPlugin from '#server/plugins/rate-limit.ts';
import requestContextPlugin from '#server/plugins/request-context.ts';
import securityHeadersPlugin from '#server/plugins/security-headers.ts';
import metricsPlugin from '#server/plugins/metrics.ts';
import textGuardPlugin from '#server/plugins/text-guard.ts';
import upkeepPlugin from '#server/plugins/upkeep.ts';
import webAppPlugin from '#server/plugins/web-app.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type BuildAppOptions = {
  config: Config;
  /** An already opened and migrated database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Pino logging; off by default in tests. */
  logger?: boolean;
  /** Where the built client lives (default dist/client). */
  clientDir?: string;
  /** The clock of the rules that depend on the date (monthly credits); tests move it. */
  now?: () => Date;
  /** The PDF renderer; the Chromium pool by default, started on the first export. */
  createPdfRenderer?: () => PdfRenderer;
  /** The payment provider; by default Stripe when configured, else the sandbox (none in production). */
  paymentProvider?: PaymentProvider | null;
  /** How often each live stream of the support chat looks at the database (default 1 s). */
  supportStreamPollMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    now: () => Date;
  }
}

/** Builds the whole application without listening: main.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    bodyLimit: 1024 * 1024,
    // One proxy in front: only the immediate peer is trusted, so the client's address is the one
    // that proxy appended to X-Forwarded-For, never an address the client wrote itself.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // Requests in flight finish on close; new ones are refused with 503.
    return503OnClosing: true,
    // Two info lines per request (in, out) cost more than a request's own work on a busy API
    // (bench/README.md): a request is logged once, at debug level; errors keep their own lines.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    // pino's debug() does nothing above that level.
    request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
  }

  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  // Before the routes: it reads each route's schemas as it is added.
  await app.register(apiDocsPlugin);
  // Answers over 1 kB (a contract, a list) go out compressed to a client that accepts it;
  // the built files are compressed at build instead (web-app.ts). Request bodies are not
  // decompressed: the body limit stays a limit.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(securityHeadersPlugin, {
    connectOrigins: config.site.waitlistFormUrl ? [new URL(config.site.waitlistFormUrl).origin] : [],
  });
  await app.register(databasePlugin, { handle: database, closeOnStop: ownsDatabase });
  await app.register(fastifyCookie);
  await app.register(authPlugin, { config });
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, { config });
  await app.register(pdfPlugin, {
    createRenderer:
      options.createPdfRenderer ??
      (() =>
        createPdfRenderer({
          executablePath: config.chromiumPath,
          renderTimeoutMs: config.pdfRenderTimeoutMs,
          onPrinting: () => app.log.debug({ pdf: 'printing' }, 'une page PDF s’imprime'),
        })),
  });
  app.decorate('now', options.now ?? (() => new Date()));
  await app.register(requestContextPlugin, { config });
  await app.register(metricsPlugin, { token: config.metricsToken });
  await app.register(upkeepPlugin, {
    intervalMs: config.upkeepIntervalMs,
    // A render waits for a page at most this long, then renders at most this long.
    exportTimeLimitMs: 2 * config.pdfRenderTimeoutMs,
    launchDate: config.site.launchDate,
  });
  await seedTemplates(database.db);
  const db = database.db;
  const paymentProvider =
    options.paymentProvider !== undefined
      ? options.paymentProvider
      : config.stripe
        ? createStripeProvider(config.stripe)
        : config.isProduction
          ? null
          : createSandboxProvider({ appUrl: config.appUrl, db });

  // Reminders, expiry and sealing retries of signature requests, at the upkeep's interval (off in tests).
  const signing = createSigningKeys(app, config);
  await app.register(signatureUpkeepPlugin, { signing, intervalMs: config.upkeepIntervalMs });

  // The support chat's live streams of this instance, ended before the server stops listening.
  const supportHub = createStreamHub();
  app.addHook('preClose', async () => supportHub.endAll());
  await app.register(inboundSmtpPlugin, { config, hub: supportHub });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);

      // Accounts: sign-up, sessions, e-mail links (/auth/*), the account and its details (/me, /user).
      await api.register(authRoutes, { config });
      await api.register(userRoutes);
      if (!config.isProduction) await api.register(devMailApiRoutes, { open: config.devMailsOpen });

      // Contracts: authoring (/contracts), templates, PDF export, downloads and credits.
      await api.register(contractRoutes);
      // The address book of counterparties, filled by the contracts' saves.
      await api.register(counterpartyRoutes);
      // Pro: the history of each contract (/contracts/:id/versions…) and the dashboard's statistics.
      await api.register(contractHistoryRoutes);
      await api.register(statisticsRoutes);
      // Pro: brand personalisation (/branding), printed in the preview and the PDF.
      await api.register(brandingRoutes);
      await api.register(templateRoutes);
      await api.register(exportRoutes);
      await api.register(lawRoutes);

      // Plans: checkout, portal, subscription state, the provider's webhook (or the sandbox).
      await api.register(paymentRoutes, { provider: paymentProvider, appUrl: config.appUrl });

      // Public site: waiting list, contact form and the values of the contact card and legal pages.
      await api.register(waitlistRoutes);
      await api.register(contactRoutes, { config });
      // Personal data: the export of everything held (GET /me/export) and account deletion (DELETE /me).
      await api.register(privacyRoutes, { provider: paymentProvider });
      // Support chat: the person's conversation (/support-chat) and the team's console (/support-console).
      await api.register(supportChatRoutes, {
        hub: supportHub,
        pollMs: options.supportStreamPollMs ?? 1000,
      });
      await api.register(supportConsoleRoutes, { hub: supportHub });

      // Electronic signature: the owner's side (signed in) and the signers' side (by link token).
      await api.register(signatureRoutes, { signing });
      await api.register(publicSignatureRoutes, { signing });
      await api.register(trackerRoutes, { appUrl: config.appUrl });
      await api.register(publicTrackerRoutes, { appUrl: config.appUrl });
    },
    { prefix: '/api' },
  );
  // The local outbox as a page (development only, like its JSON twin above).
  if (!config.isProduction) await app.register(devMailPageRoutes, { open: config.devMailsOpen });

  await app.register(webAppPlugin, {
    clientDir: options.clientDir ?? config.clientDir ?? path.join(projectRoot, 'dist/client'),
  });
  return app;
}
