import { intervenorRoleLabels, sectorLabels } from '#shared/contract/labels.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import {
  allPartiesAreMerchants,
  hasIntervenors,
  productsValueExcludingTax,
  totalConsideration,
  URSSAF_VIGILANCE_THRESHOLD,
  usesPrice,
} from '#shared/template/contract-facts.ts';
import { formatMoney } from '#shared/format/numbers.ts';
import { formatAmountInWords } from '#shared/template/number-words.ts';
import { MISSING_VALUE, orMissing, typeset } from '#shared/template/placeholder.ts';
import {
  capitaliseDefinedTerms,
  countInWords,
  dateInLetters,
  NOUNS,
  numberInWords,
  percentInWords,
} from '#shared/template/typography.ts';

const orMissingDate = (iso: string) => dateInLetters(iso) || MISSING_VALUE;

/** C. com. R123-237: « immatriculée au RCS de Paris sous le numéro 732 829 320, au capital de… ». */
function identification(
  party: ContractDraft['parties']['creator'],
  currency: ContractDraft['compensation']['currency'],
) {
  const rcs =
    party.rcsCity.trim() !== '' || party.rcsNumber.trim() !== ''
      ? `immatriculée au registre du commerce et des sociétés de ${orMissing(party.rcsCity)} sous le numéro ${orMissing(party.rcsNumber)}`
      : '';
  return {
    rcs,
    capital: party.shareCapital > 0 ? `au capital de ${formatMoney(party.shareCapital, currency)}` : '',
  };
}

/** The people and status fields the legal review added: intervenors, children, worker status. */
export function buildPeopleView(contract: ContractDraft) {
  const { creator, influencer, intervenors } = contract.parties;
  const { children, workerStatus } = contract;
  const { currency } = contract.compensation;
  const brandId = identification(creator, currency);
  const influencerId = identification(influencer, currency);
  const parents = children.parents.map((parent) => ({
    parentName: orMissing(parent.name),
    parentAddress: orMissing(parent.address),
    parentEmail: orMissing(parent.email),
  }));
  const { childPay, depositPercent } = children.depositShare;
  return {
    creatorRcs: brandId.rcs,
    creatorCapital: brandId.capital,
    influencerRcs: influencerId.rcs,
    influencerCapital: influencerId.capital,
    influencerIsEi: influencer.isPhysicalPerson && influencer.individualEntrepreneur,
    // C. com. R526-27: an individual entrepreneur signs as « entrepreneur individuel (EI) ».
    ...(influencer.isPhysicalPerson && influencer.individualEntrepreneur
      ? { influencerSignatoryCapacity: 'Entrepreneur individuel (EI)' }
      : {}),
    influencerIsConsumer: !influencer.actsAsProfessional,
    influencerIsProfessional: influencer.actsAsProfessional,

    hasIntervenors: hasIntervenors(contract),
    intervenors: intervenors.map((person) => ({
      intervenorName: orMissing(person.name),
      intervenorAddress: orMissing(person.address),
      intervenorEmail: orMissing(person.email),
      intervenorRole: capitaliseDefinedTerms(intervenorRoleLabels[person.role].toLowerCase()),
      intervenorIsAuthor: person.role !== 'performer',
      intervenorOnCamera: person.appearsOnCamera,
    })),
    intervenorsOnCamera: intervenors.some((person) => person.appearsOnCamera),

    childrenPresent: children.present,
    children: children.list.map((child) => ({
      childName: orMissing(child.name),
      childBirthDate: orMissingDate(child.birthDate),
    })),
    hasChildrenList: children.list.length > 0,
    childAuthority: orMissing(children.authorisationAuthority),
    childAuthorisationDate: orMissingDate(children.authorisationDate),
    childAuthorisationReference: orMissing(children.authorisationReference),
    parents,
    hasParents: parents.length > 0,
    bothParents: !children.soleParentalAuthority,
    soleParent: children.soleParentalAuthority,
    soleParentReason: orMissing(children.soleAuthorityReason),
    childPay: childPay > 0 ? formatMoney(childPay, currency) : MISSING_VALUE,
    childPayInWords: formatAmountInWords(childPay, currency),
    childDepositPercent: percentInWords(depositPercent),
    childParentsPercent: percentInWords(100 - depositPercent),

    workerIndependent: workerStatus.regime === 'independent',
    workerPresumption: workerStatus.regime === 'presumption-applies',
    workerRegistration: orMissing(workerStatus.registration),
    insurerName: orMissing(workerStatus.insurerName),
    insurancePolicy: typeset(workerStatus.insurancePolicy),
  };
}

function signatoryCount(contract: ContractDraft): string {
  const intervenors = hasIntervenors(contract) ? contract.parties.intervenors.length : 0;
  const parents = contract.children.present ? contract.children.parents.length : 0;
  const count = 2 + intervenors + parents;
  return `${numberInWords(count)} (${count}) exemplaires`;
}

/** Money, sector, courts and annexes. */
export function buildTermsView(contract: ContractDraft) {
  const { compensation, declarations, clauses, annexes } = contract;
  const { currency, variablePay, cancellationFee } = compensation;
  const total = totalConsideration(contract);
  const productsHt = productsValueExcludingTax(contract);
  const law = clauses.lawAndJurisdiction;
  const { termination } = clauses;
  return {
    totalConsideration: formatMoney(total, currency),
    totalConsiderationInWords: formatAmountInWords(total, currency),
    usesTotal: formatMoney(usesPrice(contract), currency),
    usesTotalInWords: formatAmountInWords(usesPrice(contract), currency),
    hasUsePrices: usesPrice(contract) > 0,
    hasExclusivityPrice: clauses.exclusivity.enabled && clauses.exclusivity.price > 0,
    productsValueHt: formatMoney(productsHt, currency),
    urssafVigilance: total >= URSSAF_VIGILANCE_THRESHOLD,
    productDeliveryDate: dateInLetters(compensation.productDeliveryDate),

    variablePayEnabled: variablePay.enabled,
    variablePayPromoCode: variablePay.basis === 'promo-code',
    variablePayAffiliate: variablePay.basis === 'affiliate-link',
    variablePayRate: percentInWords(variablePay.ratePercent),
    variablePayCode: orMissing(variablePay.code),
    variablePayReportingDays: countInWords(variablePay.reportingDays, NOUNS.day),

    cancellationPercent: percentInWords(cancellationFee.percent),
    cancellationNoticeDays: countInWords(cancellationFee.noticeDays, NOUNS.day),

    sectorLabel: sectorLabels[declarations.sector].toLowerCase(),
    sectorFood: declarations.sector === 'food',
    sectorAlcohol: declarations.sector === 'alcohol',
    sectorGambling: declarations.sector === 'gambling',
    sectorFinance: declarations.sector === 'finance',
    sectorCosmetics: declarations.sector === 'cosmetics',
    sectorChildren: declarations.sector === 'children-products',
    sectorDetails: declarations.sectorDetails.trim() === '' ? '' : typeset(declarations.sectorDetails),

    terminationNotice: termination.noticeDays > 0 ? countInWords(termination.noticeDays, NOUNS.day) : '',
    convenienceEnabled: termination.convenience.enabled,
    convenienceNoticeDays: countInWords(termination.convenience.noticeDays, NOUNS.day),

    lawIsFrench: declarations.targetsFrenchAudience || law.law === 'FR',
    mediationEnabled: law.mediation.enabled,
    mediatorName: typeset(law.mediation.mediatorName),
    consumerMediator: orMissing(law.consumerMediator),
    merchantsOnly: allPartiesAreMerchants(contract),

    briefDate: orMissingDate(annexes.briefDate),
    calendarDate: orMissingDate(annexes.calendarDate),
    hasCalendarAnnex: annexes.calendarDate !== '' || contract.deliverables.timetable.trim() !== '',
    // One original per signatory (C. civ. 1375): the parties, the intervenors, the parents.
    signatureCopies: signatoryCount(contract),
  };
}
