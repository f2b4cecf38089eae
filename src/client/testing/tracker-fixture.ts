import { type PublicationItem, type Tracker, trackerSchema } from '#shared/api/tracker.ts';

/**
 * Trackers as the API answers them, checked by the schema the client parses with: one
 * publication to record, one payment under standard VAT, one right, seen from `side` by the
 * contract's owner, who may split the payment until it is declared or invoiced (pass
 * `canEditSchedule: false` for the other party's signing link). Ids are fixed so tests can name
 * the routes.
 */
export const trackerIds = {
  contract: '00000000-0000-4000-8000-00000000c001',
  publication: '00000000-0000-4000-8000-00000000a001',
  payment: '00000000-0000-4000-8000-00000000b001',
  secondPayment: '00000000-0000-4000-8000-00000000b002',
  right: '00000000-0000-4000-8000-00000000d001',
  shot: '00000000-0000-4000-8000-00000000e001',
} as const;

type Overrides = Partial<Omit<Tracker, 'publications' | 'payments' | 'rights'>> & {
  publication?: Partial<Tracker['publications'][number]>;
  payment?: Partial<Tracker['payments'][number]>;
  right?: Partial<Tracker['rights'][number]>;
};

export function trackerFixture({ publication, payment, right, ...overrides }: Overrides = {}): Tracker {
  return trackerSchema.parse({
    contractId: trackerIds.contract,
    title: 'Campagne printemps',
    reference: 'PAR-2027-0042',
    side: 'influencer',
    today: '2027-03-10',
    currency: 'EUR',
    requiredMentions: ['Publicité'],
    betweenProfessionals: true,
    vatTreatment: 'standard',
    paymentDueDays: 30,
    canEditSchedule: !payment?.declared && !payment?.invoice,
    canRenew: true,
    influencerName: 'Camille Martin',
    brandName: 'Maison Lumière',
    publications: [
      {
        id: trackerIds.publication,
        label: 'Instagram · Reel',
        platform: 'Instagram',
        format: 'Reel',
        startsOn: '2027-03-08',
        dueOn: '2027-03-14',
        status: 'this-week',
        record: null,
        review: { state: 'pending', comment: '', reviewedAt: null },
        ...publication,
      },
    ],
    payments: [
      {
        id: trackerIds.payment,
        label: 'Rémunération',
        amountHt: 1000,
        vatRate: 20,
        amountTtc: 1200,
        dueOn: '2027-04-15',
        status: 'upcoming',
        declared: null,
        confirmedAt: null,
        invoice: null,
        late: null,
        ...payment,
      },
    ],
    rights: [
      {
        id: trackerIds.right,
        label: 'Publicité en ligne',
        territory: 'France',
        months: 6,
        exclusive: false,
        startsOn: '2027-03-01',
        endsOn: '2027-08-31',
        status: 'active',
        withdrawnAt: null,
        ...right,
      },
    ],
    ...overrides,
  });
}

/** A record of the publication, as the creator made it. */
export const recordedPublication: Pick<PublicationItem, 'status' | 'record'> = {
  status: 'published',
  record: {
    url: 'https://www.instagram.com/p/reel-printemps',
    publishedOn: '2027-03-09',
    mentionConfirmed: true,
    recordedAt: '2027-03-09T18:30:00.000Z',
    screenshots: [{ id: trackerIds.shot, mimeType: 'image/png', size: 2048 }],
  },
};
