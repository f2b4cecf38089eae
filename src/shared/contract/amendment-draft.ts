import { addDays } from '#shared/contract/dates.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { contractReferenceOf } from '#shared/contract/schema-amendment.ts';
import { type ContractDraft, contractDraftSchema } from '#shared/contract/schema.ts';
import { NAME_MAX } from '#shared/contract/schema-fields.ts';
import type { UsageKind } from '#shared/contract/schema-rights.ts';
import { lastDayOfTerm } from '#shared/tracker/calendar.ts';

/** The use of the content being renewed, as the tracker of the parent knows it (a `right` item). */
export type RenewedUse = {
  useKind: UsageKind;
  territory: string;
  months: number;
  exclusive: boolean;
  /** The last day of the use under the parent contract. */
  dueOn: string;
};

export type AmendmentSource = {
  parent: ContractDraft & { id: string };
  /** The day the parent was signed (ISO). */
  parentSignedOn: string;
  use: RenewedUse;
  /** How many amendments of this parent exist already, plus one. */
  number: number;
  today: string;
};

export function amendmentTitle(number: number, parentTitle: string): string {
  return `Avenant n° ${number} — ${parentTitle}`.slice(0, NAME_MAX);
}

/**
 * The draft of an amendment renewing one use of a signed contract (C. civ. 1193: the parties
 * modify their contract by a new agreement). It keeps what the parent fixed for the parties and
 * the form (parties, law and courts, signature method, VAT treatment and payment term) and
 * carries only the renewed use: same medium, territory and exclusivity, same duration by
 * default, from the day after the old term (CPI L131-3). Its price starts at 0 for the user to
 * set (CPI L132-31: the law engine then requires it). No publication, no pay, no product:
 * the money owed is the use's price.
 */
export function buildAmendmentDraft({ parent, parentSignedOn, use, number, today }: AmendmentSource): ContractDraft {
  const base = createDefaultContract(parent.type, today);
  const parentUse = parent.clauses.rightsAssignment.uses.find(
    (line) => line.kind === use.useKind && line.territory === use.territory,
  );
  const startDate = addDays(use.dueOn, 1);
  const rights = parent.clauses.rightsAssignment;
  return contractDraftSchema.parse({
    ...base,
    title: amendmentTitle(number, parent.title),
    parties: structuredClone(parent.parties),
    deliverables: { ...base.deliverables, partnershipObject: '', influencerDuties: [] },
    compensation: {
      ...base.compensation,
      paymentAmount: 0,
      currency: parent.compensation.currency,
      paymentConditions: '',
      vatTreatment: parent.compensation.vatTreatment,
      paymentDueDays: parent.compensation.paymentDueDays,
      products: [],
    },
    workerStatus: structuredClone(parent.workerStatus),
    clauses: {
      ...base.clauses,
      duration: { startDate, endDate: lastDayOfTerm(startDate, use.months) },
      // The brand reuses the content: the CPI rules on assignment apply (assignsRights).
      ipRights: { ...base.clauses.ipRights, brandReuse: parent.type === 'UGC' || parent.clauses.ipRights.brandReuse },
      rightsAssignment: {
        ...rights,
        exclusive: use.exclusive,
        assignmentPrice: 0,
        uses: [
          {
            kind: use.useKind,
            description: parentUse?.description ?? '',
            territory: use.territory,
            durationMonths: use.months,
            price: 0,
            exclusive: use.exclusive,
            creatorAccount: parentUse?.creatorAccount ?? false,
          },
        ],
      },
      imageRights: structuredClone(parent.clauses.imageRights),
      lawAndJurisdiction: structuredClone(parent.clauses.lawAndJurisdiction),
      signatures: { city: parent.clauses.signatures.city, dateSigned: '', method: parent.clauses.signatures.method },
    },
    amendment: {
      parentId: parent.id,
      parentTitle: parent.title,
      parentReference: contractReferenceOf(parent.id),
      parentSignedOn,
      number,
    },
  });
}
