/**
 * The editor's links between a field and the text it writes: focusing a field highlights its
 * part of the live preview, clicking a part of the preview opens its field. Each part of the
 * contract carries `data-link="<anchor>"` (the skeleton for the title, parties and signatures;
 * `assembleTemplate` for every article). `fields` are the dotted form paths the part reads
 * (a path and everything under it); `focus` is the field a click opens, or the first of several
 * the form shows (the form hides a field its options make useless).
 */
export type PreviewLink = { anchor: string; fields: readonly string[]; focus: string | readonly string[] };

export const PREVIEW_LINKS: readonly PreviewLink[] = [
  { anchor: 'title', fields: ['title', 'type'], focus: 'title' },
  { anchor: 'party-creator', fields: ['parties.creator'], focus: 'parties.creator.name' },
  { anchor: 'party-influencer', fields: ['parties.influencer'], focus: 'parties.influencer.name' },
  { anchor: 'party-agent', fields: ['parties.agent'], focus: 'parties.agent.name' },
  { anchor: 'article-object', fields: ['deliverables.partnershipObject'], focus: 'deliverables.partnershipObject' },
  { anchor: 'article-documents', fields: ['annexes'], focus: 'annexes.briefDate' },
  {
    anchor: 'article-missions',
    fields: [
      'deliverables.influencerDuties',
      'deliverables.influencerEthicalDuties',
      'deliverables.publications',
      'deliverables.timetable',
    ],
    focus: 'deliverables.influencerDuties',
  },
  {
    anchor: 'article-validation',
    fields: ['deliverables.contentReview', 'clauses.contentApproval'],
    focus: 'deliverables.contentReview.reviewDays',
  },
  { anchor: 'article-transparency', fields: ['disclosure'], focus: 'disclosure.mention' },
  { anchor: 'article-sector', fields: ['declarations.sector'], focus: 'declarations.sector' },
  {
    anchor: 'article-reporting',
    fields: ['clauses.performanceReporting'],
    focus: 'clauses.performanceReporting.enabled',
  },
  {
    anchor: 'article-term',
    fields: ['clauses.duration', 'confirmations.newContractPastDates'],
    focus: 'clauses.duration.startDate',
  },
  {
    anchor: 'article-pay',
    fields: [
      'compensation.paymentAmount',
      'compensation.currency',
      'compensation.vatTreatment',
      'compensation.paymentDueDays',
      'compensation.paymentConditions',
      'compensation.additionalObligations',
      'compensation.variablePay',
    ],
    focus: 'compensation.paymentAmount',
  },
  {
    anchor: 'article-products',
    fields: ['compensation.products', 'compensation.productReturn', 'compensation.productDeliveryDate'],
    focus: 'compensation.products',
  },
  {
    anchor: 'article-cancellation',
    fields: ['compensation.cancellationFee'],
    focus: 'compensation.cancellationFee.enabled',
  },
  { anchor: 'article-ip', fields: ['clauses.ipRights'], focus: 'clauses.ipRights.creatorUsageLicense' },
  {
    anchor: 'article-assignment',
    fields: ['clauses.rightsAssignment'],
    focus: 'clauses.rightsAssignment.reproduction',
  },
  { anchor: 'article-intervenors', fields: ['parties.intervenors'], focus: 'parties.intervenors' },
  {
    anchor: 'article-image',
    // Without a reuse by the brand the article speaks only of the intervenors and children on camera.
    fields: ['clauses.imageRights'],
    focus: ['clauses.imageRights.creatorAppears', 'parties.intervenors', 'children.present'],
  },
  { anchor: 'article-children', fields: ['children'], focus: 'children.present' },
  { anchor: 'article-exclusivity', fields: ['clauses.exclusivity'], focus: 'clauses.exclusivity.enabled' },
  {
    anchor: 'article-compliance',
    fields: ['declarations.forbiddenPromotionExcluded'],
    focus: 'declarations.forbiddenPromotionExcluded',
  },
  {
    anchor: 'article-outsideEea',
    fields: ['parties.influencer.outsideEea'],
    focus: 'parties.influencer.outsideEea.enabled',
  },
  { anchor: 'article-status', fields: ['workerStatus'], focus: 'workerStatus.regime' },
  {
    anchor: 'article-confidentiality',
    fields: ['clauses.confidentiality'],
    focus: 'clauses.confidentiality.enabled',
  },
  { anchor: 'article-reputation', fields: ['clauses.morality'], focus: 'clauses.morality.enabled' },
  {
    anchor: 'article-nonDisparagement',
    fields: ['clauses.nonDisparagement'],
    focus: 'clauses.nonDisparagement.enabled',
  },
  { anchor: 'article-penalty', fields: ['clauses.latePenalties'], focus: 'clauses.latePenalties.enabled' },
  { anchor: 'article-termination', fields: ['clauses.termination'], focus: 'clauses.termination.breachNoticeDays' },
  { anchor: 'article-forceMajeure', fields: ['clauses.forceMajeure'], focus: 'clauses.forceMajeure.enabled' },
  {
    anchor: 'article-law',
    fields: ['clauses.lawAndJurisdiction', 'declarations.targetsFrenchAudience'],
    focus: 'clauses.lawAndJurisdiction.law',
  },
  {
    anchor: 'article-jurisdiction',
    fields: ['clauses.lawAndJurisdiction.courtCity'],
    focus: 'clauses.lawAndJurisdiction.courtCity',
  },
  { anchor: 'signatures', fields: ['clauses.signatures'], focus: 'clauses.signatures.city' },
];

function reads(field: string, path: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/**
 * The parts of the contract a field writes, the closest first: the part naming the longest
 * prefix of the path wins (`parties.influencer.outsideEea.enabled` is the article on creators
 * outside the EEA before the creator's party block). The preview shows the first it holds.
 */
export function anchorsOfField(path: string): string[] {
  return PREVIEW_LINKS.flatMap((link) =>
    link.fields.filter((field) => reads(field, path)).map((field) => ({ anchor: link.anchor, length: field.length })),
  )
    .sort((left, right) => right.length - left.length)
    .map(({ anchor }) => anchor)
    .filter((anchor, index, all) => all.indexOf(anchor) === index);
}

/** The fields a click on a part of the preview opens (the first the form shows), none for a part no field writes. */
export function fieldsOfAnchor(anchor: string): readonly string[] {
  const focus = PREVIEW_LINKS.find((link) => link.anchor === anchor)?.focus ?? [];
  return typeof focus === 'string' ? [focus] : focus;
}
