import { z } from 'zod';
import { DRAFT_SECTIONS } from '#shared/contract/draft-sections.ts';
import {
  contractDraftSchema,
  contractSchema,
  contractStatusSchema,
  contractTypeSchema,
} from '#shared/contract/schema.ts';

/** Request and response shapes of /api/contracts (spec section 7, plus duplicate and mark-signed). */

/**
 * A draft is saved as the editor holds it: only its type is checked here, the rest by the
 * save itself, which keeps wrongly formatted fields aside instead of refusing them
 * (`#shared/contract/draft-salvage.ts`).
 */
export const saveContractBodySchema = z.looseObject({ type: contractTypeSchema });
export type SaveContractBody = z.input<typeof saveContractBodySchema>;

/** A save names the version it was based on: a stale save is refused with 409 STALE_VERSION. */
export const updateContractBodySchema = saveContractBodySchema.extend({
  version: z.number({ error: 'La version du contrat est obligatoire.' }).int().min(1),
});
export type UpdateContractBody = z.input<typeof updateContractBodySchema>;

/**
 * A field-level save: the sections that changed since the version it names, as the editor
 * holds them (checked and kept aside as a whole save's), and the contract's type (the blank
 * behind a field set aside). The parties and the type go through PUT (draft-sections.ts).
 */
export const patchContractBodySchema = z.strictObject({
  version: z.number({ error: 'La version du contrat est obligatoire.' }).int().min(1),
  type: contractTypeSchema,
  changes: z
    .strictObject(Object.fromEntries(DRAFT_SECTIONS.map((section) => [section, z.unknown()])), {
      error: 'Seules les sections du contrat, hors type et parties, s’enregistrent ainsi.',
    })
    .partial()
    .refine((changes) => Object.keys(changes).length > 0, { error: 'Aucune modification à enregistrer.' }),
});
export type PatchContractBody = z.input<typeof patchContractBodySchema>;

/**
 * The answer of a field-level save: the row's own columns, every raw input now set aside, and
 * the sections sent as they were stored (a field in a wrong format holds the blank's value).
 */
export const contractPatchAnswerSchema = contractSchema
  .pick({
    id: true,
    title: true,
    type: true,
    status: true,
    template: true,
    version: true,
    createdAt: true,
    updatedAt: true,
    archivedAt: true,
    pendingInputs: true,
  })
  .extend({ changes: contractDraftSchema.omit({ type: true, parties: true }).partial() });
export type ContractPatchAnswer = z.infer<typeof contractPatchAnswerSchema>;

export const contractIdParamsSchema = z.object({ id: z.uuid() });

/** A page of the list holds at most this many contracts unless `limit` asks for fewer. */
export const CONTRACT_PAGE_SIZE = 30;
export const MAX_CONTRACT_PAGE_SIZE = 100;

/**
 * Where the next page starts: the last contract shown, by the list's order (last updated first,
 * then last created, then id). The times keep the database's microseconds: a millisecond time
 * would skip or repeat contracts saved within the same millisecond.
 */
export type ContractListCursor = { updatedAt: string; createdAt: string; id: string };

const cursorTime = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const cursorShape = z.tuple([z.string().regex(cursorTime), z.string().regex(cursorTime), z.uuid()]);

/**
 * A real instant, as the database reads it: « 2026-02-30… » or « …T24:00… » have the right
 * shape, and JavaScript moves them to another day, which the database refuses.
 */
function isRealInstant(time: string): boolean {
  const milliseconds = Date.parse(`${time.slice(0, 23)}Z`);
  return !Number.isNaN(milliseconds) && new Date(milliseconds).toISOString().slice(0, 23) === time.slice(0, 23);
}

export function encodeListCursor(cursor: ContractListCursor): string {
  const json = JSON.stringify([cursor.updatedAt, cursor.createdAt, cursor.id]);
  return btoa(json).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The cursor the API gave, or null when it was not one (edited by hand, or cut short). */
export function decodeListCursor(raw: string): ContractListCursor | null {
  try {
    const json = atob(raw.replaceAll('-', '+').replaceAll('_', '/'));
    const parsed = cursorShape.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const [updatedAt, createdAt, id] = parsed.data;
    return isRealInstant(updatedAt) && isRealInstant(createdAt) ? { updatedAt, createdAt, id } : null;
  } catch {
    return null;
  }
}

/** `a,b,c` of known values, each once; an empty value means "any". */
const commaList = <T extends string>(values: z.ZodEnum<Record<T, T>>, error: string) =>
  z
    .string()
    .max(100)
    .default('')
    .transform((raw, ctx) => {
      const parts = raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const parsed = parts.map((part) => values.safeParse(part));
      if (parsed.some((result) => !result.success)) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return [...new Set(parsed.map((result) => result.data as T))];
    });

/**
 * GET /api/contracts: one page of the current (or, with `archived=true`, the archived)
 * contracts. `q` searches the title and both parties' names, case and accents ignored;
 * `types` and `statuses` keep the listed values; `cursor` is the previous page's `nextCursor`.
 */
export const contractListQuerySchema = z.object({
  archived: z.enum(['true', 'false']).default('false'),
  q: z.string().max(200, { error: 'La recherche est limitée à 200 caractères.' }).default(''),
  types: commaList(contractTypeSchema, 'Type de contrat inconnu.'),
  statuses: commaList(contractStatusSchema, 'Statut de contrat inconnu.'),
  cursor: z
    .string()
    .max(400)
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return null;
      const cursor = decodeListCursor(raw);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: 'Position dans la liste illisible : rechargez la page.' });
        return z.NEVER;
      }
      return cursor;
    }),
  limit: z.coerce.number().int().min(1).max(MAX_CONTRACT_PAGE_SIZE).default(CONTRACT_PAGE_SIZE),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** What a row of the list, a card or the dashboard shows: never the contract's content. */
export const contractSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: contractTypeSchema,
  status: contractStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  archivedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Only the names: `creator` is the brand, `influencer` the content creator (spec's keys). */
  parties: z.object({ creator: z.object({ name: z.string() }), influencer: z.object({ name: z.string() }) }),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/**
 * A page of the list. `counts` comes with the first page only (no cursor): every contract of
 * the view (`total`) and those the search and filters keep (`matching`).
 */
export const contractPageSchema = z.object({
  items: z.array(contractSummarySchema),
  nextCursor: z.string().nullable(),
  counts: z.object({ total: z.number().int().min(0), matching: z.number().int().min(0) }).nullable(),
});
export type ContractPage = z.infer<typeof contractPageSchema>;

export const contractCountSchema = z.object({ count: z.number().int().min(0) });
export type ContractCount = z.infer<typeof contractCountSchema>;
