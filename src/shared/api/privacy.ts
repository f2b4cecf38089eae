import { z } from 'zod';
import { counterpartySchema } from '#shared/api/counterparties.ts';
import { userDetailsSchema } from '#shared/api/auth.ts';

/** DELETE /api/me: the password is asked again before the account is erased (answer 204). */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'Le mot de passe est obligatoire' }).min(1, 'Le mot de passe est obligatoire').max(1024),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

const isoDate = z.string();

/**
 * GET /api/me/export: everything Paraphe holds about the signed-in person (RGPD art. 15 and
 * 20), downloaded as `paraphe-donnees-YYYY-MM-DD.json`. No password or token hash, no PDF
 * bytes (the exports are listed; each PDF is downloaded from its contract).
 */
export const personalDataExportSchema = z.object({
  format: z.literal('paraphe-donnees/1'),
  generatedAt: isoDate,
  account: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isEmailVerified: z.boolean(),
    plan: z.enum(['free', 'pro']),
    createdAt: isoDate,
    updatedAt: isoDate,
  }),
  professionalDetails: userDetailsSchema.extend({ updatedAt: isoDate }).nullable(),
  sessions: z.array(
    z.object({ createdAt: isoDate, expiresAt: isoDate, usedAt: isoDate.nullable(), revokedAt: isoDate.nullable() }),
  ),
  contracts: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      type: z.enum(['PAID', 'UGC', 'GIFT']),
      status: z.string(),
      template: z.string(),
      version: z.number().int(),
      body: z.unknown(),
      createdAt: isoDate,
      updatedAt: isoDate,
      history: z.array(z.object({ version: z.number().int(), title: z.string(), body: z.unknown(), savedAt: isoDate })),
    }),
  ),
  exports: z.array(
    z.object({
      id: z.uuid(),
      contractId: z.uuid(),
      contractVersion: z.number().int(),
      sha256: z.string(),
      size: z.number().int(),
      pages: z.number().int(),
      createdAt: isoDate,
    }),
  ),
  credits: z.array(
    z.object({
      kind: z.string(),
      pool: z.string(),
      amount: z.number().int(),
      period: z.string().nullable(),
      reference: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  payments: z.object({
    billingCustomer: z.object({ provider: z.string(), customerId: z.string(), createdAt: isoDate }).nullable(),
    subscriptions: z.array(
      z.object({
        id: z.string(),
        provider: z.string(),
        status: z.string(),
        currentPeriodEnd: isoDate.nullable(),
        cancelAtPeriodEnd: z.boolean(),
        updatedAt: isoDate,
      }),
    ),
    orders: z.array(
      z.object({
        id: z.uuid(),
        provider: z.string(),
        sku: z.string(),
        status: z.string(),
        createdAt: isoDate,
        completedAt: isoDate.nullable(),
      }),
    ),
  }),
  contactMessages: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: isoDate,
    }),
  ),
  waitlist: z.object({ email: z.string(), locale: z.string(), createdAt: isoDate }).nullable(),
  /** The address book of counterparties, filled by the contracts. */
  addressBook: z.array(counterpartySchema),
  /** The tracker of each signed contract: its items, their screenshots and the invoices issued. */
  tracker: z.object({
    items: z.array(z.record(z.string(), z.unknown())),
    screenshots: z.array(
      z.object({
        id: z.uuid(),
        itemId: z.uuid(),
        mimeType: z.string(),
        sha256: z.string(),
        base64: z.string(),
        createdAt: isoDate,
      }),
    ),
    invoices: z.array(
      z.object({ itemId: z.uuid(), number: z.number().int(), issuedOn: z.string(), snapshot: z.unknown() }),
    ),
    calendarFeedCreatedAt: isoDate.nullable(),
  }),
  branding: z
    .object({
      accentColor: z.string().nullable(),
      logoMimeType: z.string().nullable(),
      logoBase64: z.string().nullable(),
      updatedAt: isoDate,
    })
    .nullable(),
  signatureRequests: z.array(
    z.object({
      id: z.uuid(),
      contractId: z.uuid(),
      state: z.string(),
      documentSha256: z.string(),
      finalSha256: z.string().nullable(),
      createdAt: isoDate,
      expiresAt: isoDate,
      closedAt: isoDate.nullable(),
      signers: z.array(
        z.object({
          name: z.string(),
          email: z.string(),
          state: z.string(),
          openedAt: isoDate.nullable(),
          signedAt: isoDate.nullable(),
          declinedAt: isoDate.nullable(),
        }),
      ),
      events: z.array(z.object({ event: z.string(), createdAt: isoDate })),
    }),
  ),
  /** The support chat: the conversation with the team, its messages and screenshots. */
  supportConversations: z.array(
    z.object({
      id: z.uuid(),
      status: z.string(),
      createdAt: isoDate,
      messages: z.array(
        z.object({
          author: z.enum(['user', 'operator']),
          /** The operator's first name, as shown in the chat. */
          authorName: z.string().nullable(),
          body: z.string(),
          via: z.string(),
          contractId: z.uuid().nullable(),
          attachmentMimeType: z.string().nullable(),
          attachmentBase64: z.string().nullable(),
          createdAt: isoDate,
        }),
      ),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
