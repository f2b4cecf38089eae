import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable Paraphe reads, parsed in one place. The README's configuration
 * table lists the same variables; keep them in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'un numéro de port entre 1 et 65535' })
    .int('un numéro de port entier')
    .min(0)
    .max(65535, 'un numéro de port entre 1 et 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url({ error: 'une URL absolue, par exemple https://paraphe.fr' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'une URL postgres://utilisateur:motdepasse@hôte:port/base')
    .optional(),
  JWT_SECRET: z.string().min(32, 'au moins 32 caractères aléatoires').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'true ou false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'une URL smtp://utilisateur:motdepasse@hôte:port')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Paraphe <no-reply@paraphe.local>'),
  MAIL_POLL_INTERVAL_MS: z.coerce
    .number({ error: 'un nombre de millisecondes (0 pour ne pas relever la file des e-mails)' })
    .int('un nombre entier de millisecondes')
    .min(0, 'un nombre de millisecondes positif ou nul')
    .max(3_600_000, 'au plus 3600000 (une heure)')
    .default(5000),
  UPKEEP_INTERVAL_MS: z.coerce
    .number({ error: 'un nombre de millisecondes (0 pour ne pas lancer l’entretien périodique)' })
    .int('un nombre entier de millisecondes')
    .min(0, 'un nombre de millisecondes positif ou nul')
    .max(86_400_000, 'au plus 86400000 (un jour)')
    .default(60_000),
  PDF_RENDER_TIMEOUT_MS: z.coerce
    .number({ error: 'un nombre de millisecondes' })
    .int('un nombre entier de millisecondes')
    .min(100, 'au moins 100 millisecondes')
    .max(600_000, 'au plus 600000 (dix minutes)')
    .default(15_000),
  DEV_MAILS_OPEN: z
    .enum(['true', 'false', '1', '0'], { error: 'true ou false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  METRICS_TOKEN: z.string().min(16, 'au moins 16 caractères aléatoires').optional(),
  SUPPORT_EMAIL: z.email({ error: 'une adresse e-mail' }).default('support@paraphe.local'),
  SUPPORT_OPERATOR_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'des adresses e-mail séparées par des virgules' })))
    .default([]),
  SUPPORT_INBOUND: z
    .string()
    .regex(/^smtp:\/\/[^\s/:]+:\d{1,5}\/?$/, 'une adresse d’écoute smtp://hôte:port, par exemple smtp://0.0.0.0:2525')
    .optional(),
  SUPPORT_REPLY_ADDRESS: z.email({ error: 'une adresse e-mail, par exemple reponses@support.paraphe.fr' }).optional(),
  CHROMIUM_PATH: z.string().min(1).optional(),
  PDF_CHROMIUM_PATH: z.string().min(1).optional(),
  CLIENT_DIR: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, 'une clé secrète Stripe (sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'un secret de webhook Stripe (whsec_…)')
    .optional(),
  STRIPE_PRICE_PRO_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, 'un identifiant de prix Stripe (price_…)')
    .optional(),
  STRIPE_PRICE_TOPUP_5: z
    .string()
    .regex(/^price_\w+$/, 'un identifiant de prix Stripe (price_…)')
    .optional(),
  STRIPE_PRICE_TOPUP_20: z
    .string()
    .regex(/^price_\w+$/, 'un identifiant de prix Stripe (price_…)')
    .optional(),
  LAUNCH_DATE: z.iso.date({ error: 'une date AAAA-MM-JJ, par exemple 2027-01-15' }).default('2027-01-15'),
  WAITLIST_FORM_URL: z.url({ protocol: /^https?$/, error: 'une URL http(s) de formulaire' }).optional(),
  CONTACT_ADDRESS: z.string().min(5, 'une adresse postale').default('12 rue de la Chaussée-d’Antin, 75009 Paris'),
  CONTACT_PHONE: z.string().min(4, 'un numéro de téléphone').optional(),
  PUBLISHER_NAME: z.string().min(2, 'le nom ou la raison sociale de l’éditeur').optional(),
  PUBLISHER_ADDRESS: z.string().min(5, 'l’adresse du siège de l’éditeur').optional(),
  PUBLISHER_SIRET: z
    .string()
    .regex(/^\d{14}$/, 'un SIRET de 14 chiffres')
    .optional(),
  PUBLICATION_DIRECTOR: z.string().min(2, 'le nom du directeur de la publication').optional(),
  HOST_NAME: z.string().min(2, 'le nom de l’hébergeur').optional(),
  HOST_ADDRESS: z.string().min(5, 'l’adresse de l’hébergeur').optional(),
  HOST_PHONE: z.string().min(4, 'le numéro de téléphone de l’hébergeur').optional(),
  SIGNING_CERT_P12: z.string().min(1, 'le chemin d’un fichier .p12 ou son contenu en base64').optional(),
  SIGNING_CERT_PASSPHRASE: z.string().optional(),
  /** C. civ. 2224: the five-year limitation period of personal actions, from the signature. */
  EVIDENCE_RETENTION_YEARS: z.coerce
    .number({ error: 'un nombre d’années' })
    .int('un nombre entier d’années')
    .min(1, 'au moins 1 an')
    .max(30, 'au plus 30 ans')
    .default(5),
  TSA_URL: z.url({ protocol: /^https?$/, error: 'l’URL http(s) d’une autorité d’horodatage RFC 3161' }).optional(),
});

const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTHLY',
  'STRIPE_PRICE_TOPUP_5',
  'STRIPE_PRICE_TOPUP_20',
] as const;

/** The legal notice (LCEN art. 6-III): a site may not go live without them. */
const LEGAL_NOTICE_VARIABLES = [
  'PUBLISHER_NAME',
  'PUBLISHER_ADDRESS',
  'PUBLICATION_DIRECTOR',
  'HOST_NAME',
  'HOST_ADDRESS',
] as const;

/** What the public pages show: contact card, legal notice, launch date, waiting-list form. */
export type SiteConfig = {
  /** YYYY-MM-DD, announced on the landing. */
  launchDate: string;
  /** An external e-mail-marketing form the landing posts to instead of POST /api/waitlist. */
  waitlistFormUrl: string | undefined;
  contactAddress: string;
  contactPhone: string | undefined;
  publisher: { name: string; address: string; siret: string | undefined; director: string };
  host: { name: string; address: string; phone: string | undefined };
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  prices: { PRO_MONTHLY: string; TOPUP_5: string; TOPUP_20: string };
};

export type SupportChatConfig = {
  /** Verified accounts with one of these addresses open /support-console; lower-cased. */
  operatorEmails: string[];
  /**
   * The SMTP listener the MX forwards replies to, and the address whose `+token` sub-address
   * names the conversation in the Reply-To of notification e-mails. Unset: no reply by e-mail.
   */
  inbound: { host: string; port: number; replyAddress: string } | undefined;
};

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the outbox worker looks for mail to deliver; 0 turns the timer off (tests flush by hand). */
  mailPollIntervalMs: number;
  /**
   * How often the upkeep runs (stale credit reservations released, data past its retention
   * purged); it also runs once at start. 0 turns the timer off (tests run it by hand).
   */
  upkeepIntervalMs: number;
  /** Longest wait for a PDF page, and longest render: an export takes at most twice this. */
  pdfRenderTimeoutMs: number;
  /** Serves the development mailbox to every client, not only to loopback ones (never in production). */
  devMailsOpen: boolean;
  /** Bearer token of GET /metrics (Prometheus); without it, no metrics are served. */
  metricsToken: string | undefined;
  supportEmail: string;
  /** The support chat: who may open the console, and where answers by e-mail come in. */
  supportChat: SupportChatConfig;
  /** PDF_CHROMIUM_PATH; undefined: the renderer looks for the headless shell, then CHROMIUM_PATH (chromium-executable.ts). */
  chromiumPath: string | undefined;
  /** The built single-page app that the server serves; undefined means dist/client. */
  clientDir: string | undefined;
  /** Stripe when all its variables are set; otherwise the local payment sandbox (not in production). */
  stripe: StripeConfig | undefined;
  site: SiteConfig;
  /** The certificate that seals signed PDFs; undefined means a self-signed one kept in DATA_DIR. */
  signingCertificate: { p12: string; passphrase: string } | undefined;
  /** How long signed contracts, their final PDF and audit trail outlive a deleted account. */
  evidenceRetentionYears: number;
  /** The RFC 3161 timestamping authority of the seal (PAdES B-T); undefined means no trusted time. */
  tsaUrl: string | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment. Throws a ConfigError whose message is one line per bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${String(issue.path[0])} : valeur invalide, attendu ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);
  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET : obligatoire en production, attendu au moins 32 caractères aléatoires');
  }
  // Without SMTP, no account could be verified nor password reset: refuse rather than lose mail.
  if (isProduction && !env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL : obligatoire en production, attendu une URL smtp://utilisateur:motdepasse@hôte:port',
    );
  }
  // Outside production the legal notice shows visible placeholders; in production it must be real.
  const missingLegal = LEGAL_NOTICE_VARIABLES.filter((name) => !env[name]);
  if (isProduction && missingLegal.length > 0) {
    throw new ConfigError(
      missingLegal
        .map((name) => `${name} : obligatoire en production, attendu une valeur des mentions légales (LCEN art. 6-III)`)
        .join('\n'),
    );
  }
  if (env.SUPPORT_INBOUND && !env.SUPPORT_REPLY_ADDRESS) {
    throw new ConfigError(
      'SUPPORT_REPLY_ADDRESS : manquante, attendue avec SUPPORT_INBOUND (l’adresse vers laquelle le MX relaie les réponses)',
    );
  }
  const stripeSet = STRIPE_VARIABLES.filter((name) => env[name]);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    const missing = STRIPE_VARIABLES.filter((name) => !env[name]);
    throw new ConfigError(
      missing.map((name) => `${name} : manquante, attendue avec les autres variables STRIPE_*`).join('\n'),
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? readOrCreateDevSecret(dataDir),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailPollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    upkeepIntervalMs: env.UPKEEP_INTERVAL_MS,
    pdfRenderTimeoutMs: env.PDF_RENDER_TIMEOUT_MS,
    devMailsOpen: env.DEV_MAILS_OPEN,
    metricsToken: env.METRICS_TOKEN,
    supportEmail: env.SUPPORT_EMAIL,
    supportChat: {
      operatorEmails: env.SUPPORT_OPERATOR_EMAILS,
      inbound:
        env.SUPPORT_INBOUND && env.SUPPORT_REPLY_ADDRESS
          ? { ...listenAddress(env.SUPPORT_INBOUND), replyAddress: env.SUPPORT_REPLY_ADDRESS.toLowerCase() }
          : undefined,
    },
    chromiumPath: env.PDF_CHROMIUM_PATH,
    clientDir: env.CLIENT_DIR ? path.resolve(env.CLIENT_DIR) : undefined,
    stripe:
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_WEBHOOK_SECRET &&
      env.STRIPE_PRICE_PRO_MONTHLY &&
      env.STRIPE_PRICE_TOPUP_5 &&
      env.STRIPE_PRICE_TOPUP_20
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            prices: {
              PRO_MONTHLY: env.STRIPE_PRICE_PRO_MONTHLY,
              TOPUP_5: env.STRIPE_PRICE_TOPUP_5,
              TOPUP_20: env.STRIPE_PRICE_TOPUP_20,
            },
          }
        : undefined,
    signingCertificate: env.SIGNING_CERT_P12
      ? { p12: env.SIGNING_CERT_P12, passphrase: env.SIGNING_CERT_PASSPHRASE ?? '' }
      : undefined,
    evidenceRetentionYears: env.EVIDENCE_RETENTION_YEARS,
    tsaUrl: env.TSA_URL,
    site: {
      launchDate: env.LAUNCH_DATE,
      waitlistFormUrl: env.WAITLIST_FORM_URL,
      contactAddress: env.CONTACT_ADDRESS,
      contactPhone: env.CONTACT_PHONE,
      publisher: {
        name: env.PUBLISHER_NAME ?? 'À configurer (PUBLISHER_NAME)',
        address: env.PUBLISHER_ADDRESS ?? env.CONTACT_ADDRESS,
        siret: env.PUBLISHER_SIRET,
        director: env.PUBLICATION_DIRECTOR ?? 'À configurer (PUBLICATION_DIRECTOR)',
      },
      host: {
        name: env.HOST_NAME ?? 'À configurer (HOST_NAME)',
        address: env.HOST_ADDRESS ?? 'À configurer (HOST_ADDRESS)',
        phone: env.HOST_PHONE,
      },
    },
  };
}

/** `smtp://host:port` → where the inbound SMTP listener binds. */
function listenAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 25) };
}

/** Outside production a secret is generated once and kept in the data folder, so sessions survive a restart. */
function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
