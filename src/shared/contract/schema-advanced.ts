import { z } from 'zod';
import {
  FREE_TEXT_MAX,
  flag,
  integerField,
  moneyField,
  optionalText,
  SHORT_TEXT_MAX,
} from '#shared/contract/schema-fields.ts';

/**
 * The advanced clauses of the Pro plan (which of them are Pro: `pro-clauses.ts`). Each one is
 * optional, defaulted and off, so a contract saved before they existed, or shaped as in the
 * spec, stays valid. Their limits are those a careful lawyer would accept: a non-compete past
 * a year after the term, or a penalty without a cap, would be open to challenge.
 */

const DETAILS_MAX = 1000;
const POSITIVE_AMOUNT = 'Le montant doit être supérieur à zéro.';

/** Exclusivity: a sector, the contract's term plus a limited period after it. */
export const exclusivitySchema = z
  .object({
    enabled: flag(false),
    sector: optionalText(SHORT_TEXT_MAX),
    /** Details of the scope (competitors named, platforms); the only field before the sector existed. */
    scope: optionalText(FREE_TEXT_MAX),
    monthsAfterTerm: integerField(0, 12).default(0),
    /** Courts require a restriction on a professional's activity limited in space and priced. */
    territory: optionalText(SHORT_TEXT_MAX, 'France'),
    price: moneyField.default(0),
  })
  .prefault({});

/** Bon à publier: the brand's express approval before each publication. */
export const contentApprovalSchema = z
  .object({
    enabled: flag(false),
    responseDays: integerField(1, 15).default(3),
    approverContact: optionalText(SHORT_TEXT_MAX),
  })
  .prefault({});

/** Code civil art. 1231-5: a clause pénale, per day of delay, after notice, capped. */
export const latePenaltiesSchema = z
  .object({
    enabled: flag(false),
    dailyAmount: moneyField.default(50),
    capAmount: moneyField.default(500),
    graceDays: integerField(0, 15).default(2),
  })
  .prefault({})
  .superRefine((penalties, context) => {
    if (!penalties.enabled) return;
    if (penalties.dailyAmount <= 0) {
      context.addIssue({ code: 'custom', path: ['dailyAmount'], message: POSITIVE_AMOUNT });
    }
    if (penalties.capAmount < penalties.dailyAmount) {
      context.addIssue({
        code: 'custom',
        path: ['capAmount'],
        message: 'Le plafond doit être au moins égal à la pénalité journalière.',
      });
    }
  });

/** Reputation (morality) clause. */
export const moralitySchema = z
  .object({
    enabled: flag(false),
    withdrawalDays: integerField(1, 30).default(5),
  })
  .prefault({});

/** Code civil art. 1218. */
export const forceMajeureSchema = z
  .object({
    enabled: flag(false),
    noticeDays: integerField(1, 30).default(5),
    terminationDays: integerField(15, 180).default(30),
  })
  .prefault({});

export const nonDisparagementSchema = z
  .object({
    enabled: flag(false),
    monthsAfterTerm: integerField(0, 36).default(12),
  })
  .prefault({});

export const performanceReportingSchema = z
  .object({
    enabled: flag(false),
    kpis: optionalText(
      DETAILS_MAX,
      'portée, impressions, vues, taux d’engagement, clics sur le lien et utilisations du code promotionnel',
    ),
    firstReportDays: integerField(1, 90).default(7),
    finalReportDays: integerField(0, 180).default(30),
    screenshots: flag(true),
  })
  .prefault({});

export const advancedClausesShape = {
  exclusivity: exclusivitySchema,
  contentApproval: contentApprovalSchema,
  latePenalties: latePenaltiesSchema,
  morality: moralitySchema,
  forceMajeure: forceMajeureSchema,
  nonDisparagement: nonDisparagementSchema,
  performanceReporting: performanceReportingSchema,
};
