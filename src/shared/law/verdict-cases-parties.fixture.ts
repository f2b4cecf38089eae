import type { VerdictCase } from '#shared/law/verdict-case.fixture.ts';

/** verdict.test.ts's cases for the parties: brand and creator, companies and their people, children (rules-parties, rules-company, rules-children). */
export const partyCases: VerdictCase[] = [
  {
    rule: 'brand-identity',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.name = '[à compléter]';
    },
    severity: 'blocking',
    path: 'parties.creator.name',
  },
  {
    rule: 'brand-identity',
    type: 'GIFT',
    breakIt: (c) => {
      c.parties.creator.name = '';
    },
    severity: 'warning',
    path: 'parties.creator.name',
  },
  {
    rule: 'brand-addresses',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.email = '';
    },
    severity: 'blocking',
    path: 'parties.creator.email',
  },
  {
    rule: 'brand-tax-residence',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.taxResidenceCountry = 'XXX';
    },
    severity: 'blocking',
    path: 'parties.creator.taxResidenceCountry',
  },
  {
    rule: 'influencer-identity',
    type: 'UGC',
    breakIt: (c) => {
      c.parties.influencer.name = ' ';
    },
    severity: 'blocking',
    path: 'parties.influencer.name',
  },
  {
    rule: 'influencer-addresses',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.address = 'à compléter';
    },
    severity: 'blocking',
    path: 'parties.influencer.address',
  },
  {
    rule: 'influencer-tax-residence',
    type: 'GIFT',
    breakIt: (c) => {
      c.parties.influencer.taxResidenceCountry = '';
    },
    severity: 'warning',
    path: 'parties.influencer.taxResidenceCountry',
  },
  {
    rule: 'brand-registration',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.siret = '';
    },
    severity: 'advice',
    path: 'parties.creator.siret',
  },
  {
    rule: 'brand-signatory',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.signatory.capacity = '';
    },
    severity: 'advice',
    path: 'parties.creator.signatory.capacity',
  },
  {
    rule: 'influencer-company-signatory',
    type: 'PAID',
    setup: (c) => {
      c.parties.influencer.isPhysicalPerson = false;
      c.parties.influencer.legalForm = 'SASU';
      c.parties.influencer.signatory = { name: 'Léa Dubois', capacity: 'Présidente', email: '' };
      c.parties.intervenors = [
        { name: 'Léa Dubois', email: '', address: '', role: 'author-performer', appearsOnCamera: true },
      ];
    },
    breakIt: (c) => {
      c.parties.influencer.signatory.name = '';
    },
    severity: 'advice',
    path: 'parties.influencer.signatory.name',
  },
  {
    rule: 'child-identified',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.list[0]!.birthDate = '';
    },
    severity: 'blocking',
    path: 'children.list.0.birthDate',
  },
  {
    rule: 'child-authorisation',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.authorisationReference = '[à compléter]';
    },
    severity: 'blocking',
    path: 'children.authorisationReference',
  },
  {
    rule: 'child-both-parents',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.parents.pop();
    },
    severity: 'blocking',
    path: 'children.parents',
  },
  {
    rule: 'child-pay-deposit',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.depositShare.childPay = 0;
    },
    severity: 'blocking',
    path: 'children.depositShare.childPay',
  },
  {
    rule: 'company-intervenors',
    type: 'UGC',
    setup: (c) => {
      c.parties.influencer = { ...c.parties.influencer, isPhysicalPerson: false, legalForm: 'SASU' };
      c.parties.influencer.signatory = { name: 'Nour Haddad', capacity: 'Présidente', email: '' };
      c.parties.intervenors = [
        { name: 'Nour Haddad', email: '', address: '', role: 'author-performer', appearsOnCamera: true },
      ];
    },
    breakIt: (c) => {
      c.parties.intervenors = [];
    },
    severity: 'blocking',
    path: 'parties.intervenors',
  },
  {
    rule: 'worker-status',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.siret = '';
      c.workerStatus.registration = '';
    },
    severity: 'warning',
    path: 'workerStatus.registration',
  },
  {
    rule: 'influencer-tax-residence',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.taxResidenceConfirmed = false;
    },
    severity: 'blocking',
    path: 'parties.influencer.taxResidenceConfirmed',
  },
];
