import type { VerdictCase } from '#shared/law/verdict-case.fixture.ts';

/** verdict.test.ts's cases for dates and rights: publications in time, assignment, image, their consistency, advanced clauses (rules-dates, rules-rights, rules-rights-consistency, rules-advanced). */
export const rightsCases: VerdictCase[] = [
  {
    rule: 'publications-within-term',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.publications[2]!.date = '2030-01-01';
    },
    severity: 'blocking',
    path: 'deliverables.publications.2.date',
  },
  {
    rule: 'publications-within-term',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.publications[0]!.dateEnd = '2030-01-01';
    },
    severity: 'blocking',
    path: 'deliverables.publications.0.dateEnd',
  },
  {
    rule: 'publication-window-order',
    type: 'PAID',
    setup: (c) => {
      const first = c.deliverables.publications[0]!;
      first.dateEnd = first.date;
    },
    breakIt: (c) => {
      c.deliverables.publications[0]!.dateEnd = '2026-01-01';
    },
    severity: 'blocking',
    path: 'deliverables.publications.0.dateEnd',
  },
  {
    rule: 'rights-outlast-publications',
    type: 'UGC',
    breakIt: (c) => {
      // Within a month of the start, but the window runs past it: the window's end counts.
      c.clauses.duration.startDate = '2026-10-15';
      c.clauses.duration.endDate = '2026-12-31';
      for (const publication of c.deliverables.publications) publication.date = '2026-11-01';
      c.deliverables.publications[0]!.dateEnd = '2026-11-20';
      c.clauses.rightsAssignment.uses[0]!.durationMonths = 1;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.durationMonths',
  },
  {
    rule: 'rights-outlast-publications',
    type: 'UGC',
    breakIt: (c) => {
      c.clauses.duration.endDate = '2026-12-31';
      c.deliverables.publications[0]!.date = '2026-11-20';
      c.clauses.rightsAssignment.uses[0]!.durationMonths = 1;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.durationMonths',
  },
  {
    rule: 'past-dates-confirmed',
    type: 'PAID',
    breakIt: (c) => {
      c.confirmations.newContractPastDates = false;
    },
    context: { today: '2026-03-01' },
    severity: 'blocking',
    path: 'clauses.duration.startDate',
  },
  {
    rule: 'rights-named',
    type: 'UGC',
    breakIt: (c) =>
      Object.assign(c.clauses.rightsAssignment, { reproduction: false, representation: false, adaptation: false }),
    severity: 'blocking',
    path: 'clauses.rightsAssignment.reproduction',
  },
  {
    rule: 'rights-uses',
    type: 'UGC',
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses[0]!.territory = '[à compléter]';
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.territory',
  },
  {
    rule: 'rights-price',
    type: 'UGC',
    breakIt: (c) => {
      c.clauses.rightsAssignment.assignmentPrice = 0;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.assignmentPrice',
  },
  {
    rule: 'image-rights',
    type: 'UGC',
    setup: (c) => {
      c.clauses.imageRights = {
        ...c.clauses.imageRights,
        creatorAppears: true,
        media: 'Réseaux sociaux de la Marque',
        durationMonths: 120,
        territory: 'Monde',
      };
    },
    breakIt: (c) => {
      c.clauses.imageRights.media = '';
    },
    severity: 'blocking',
    path: 'clauses.imageRights.media',
  },
  {
    rule: 'use-granted-twice',
    type: 'UGC',
    breakIt: (c) => {
      const first = c.clauses.rightsAssignment.uses[0]!;
      c.clauses.rightsAssignment.uses.push({ ...first, durationMonths: first.durationMonths + 3 });
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.',
  },
  {
    rule: 'image-narrower-than-assignment',
    type: 'UGC',
    setup: (c) => {
      c.clauses.imageRights = {
        ...c.clauses.imageRights,
        creatorAppears: true,
        media: 'Réseaux sociaux de la Marque',
        durationMonths: 120,
        territory: 'Monde',
      };
    },
    breakIt: (c) => {
      c.clauses.imageRights.durationMonths = 1;
    },
    severity: 'blocking',
    path: 'clauses.imageRights.durationMonths',
  },

  {
    rule: 'exclusivity-sector',
    type: 'PAID',
    setup: (c) => {
      c.clauses.exclusivity = { ...c.clauses.exclusivity, enabled: true, sector: 'cuisine' };
    },
    breakIt: (c) => {
      c.clauses.exclusivity = { ...c.clauses.exclusivity, sector: '', scope: '' };
    },
    severity: 'advice',
    path: 'clauses.exclusivity.sector',
  },
  {
    rule: 'whitelisting-scope',
    type: 'UGC',
    setup: (c) => {
      c.clauses.rightsAssignment.uses[1]!.creatorAccount = true;
      c.clauses.rightsAssignment.uses[1]!.description = 'Instagram et TikTok (Spark Ads)';
    },
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses[1]!.description = '';
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.1.description',
  },
  {
    rule: 'delivery-before-publication',
    type: 'GIFT',
    setup: (c) => Object.assign(c.compensation, { productDeliveryDate: '2026-02-05' }),
    breakIt: (c) => Object.assign(c.compensation, { productDeliveryDate: '2026-02-28' }),
    severity: 'warning',
    path: 'compensation.productDeliveryDate',
  },
  {
    rule: 'use-price-per-mode',
    type: 'UGC',
    setup: (c) => {
      for (const use of c.clauses.rightsAssignment.uses) Object.assign(use, { price: 300 });
    },
    breakIt: (c) => Object.assign(c.clauses.rightsAssignment.uses[1]!, { price: 0 }),
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.1.price',
  },
];
