import type { ContractDraft } from '#shared/contract/schema.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { formatEurosShort } from '#shared/format/numbers.ts';
import { escapeLines } from '#server/modules/tracker/documents/document-page.ts';

/** A party as the invoice and the letters print it: the contract's identification of it. */
export type DocumentParty = {
  /** The legal name (a person's name, a company's corporate name), not a handle. */
  name: string;
  address: string;
  email?: string;
  /** « SAS », « SARL »…; a company also gives its share capital. */
  legalForm?: string;
  /** Euros; 0 or absent is not printed. */
  shareCapital?: number;
  /** 14 digits; its first 9 are the SIREN. */
  siret?: string;
  /** The city of the RCS registry, for a trader registered there. */
  rcsCity?: string;
  /** An individual entrepreneur's name carries « EI » (C. com. L526-22, R526-27). */
  individualEntrepreneur?: boolean;
  /** Intra-EU VAT number (CGI art. 286 ter). */
  vatNumber?: string;
};

export const MISSING_VAT_NUMBER = '[à compléter]';

/** The brand as the contract identifies it. */
export function brandParty(contract: ContractDraft): DocumentParty {
  const brand = contract.parties.creator;
  return {
    name: brand.name,
    address: brand.address,
    email: brand.email,
    legalForm: brand.legalForm,
    shareCapital: brand.shareCapital,
    siret: brand.siret,
    rcsCity: brand.rcsCity,
  };
}

/** The creator as the contract identifies them, with their handle. */
export function influencerParty(contract: ContractDraft): DocumentParty & { pseudonym: string } {
  const influencer = contract.parties.influencer;
  return {
    name: influencer.name,
    address: influencer.address,
    email: influencer.email,
    legalForm: influencer.legalForm,
    shareCapital: influencer.shareCapital,
    siret: influencer.siret,
    rcsCity: influencer.rcsCity,
    individualEntrepreneur: influencer.individualEntrepreneur,
    pseudonym: influencer.pseudonym,
  };
}

const digits = (value: string) => value.replace(/\D/g, '');
/** « 123 456 789 00012 », kept on one line. */
const grouped = (value: string) =>
  value.replace(/^(\d{3})(\d{3})(\d{3})(\d*)$/, '$1\u00a0$2\u00a0$3\u00a0$4').replace(/\u00a0$/, '');

/** « Élodie Martin, entrepreneur individuel (EI) »: the mention right after the name (R526-27). */
export function partyNameHtml(party: DocumentParty): string {
  const ei = party.individualEntrepreneur ? ', entrepreneur individuel (EI)' : '';
  return `${escapeHtml(party.name.trim())}${ei}`;
}

/**
 * The identification lines of a party. C. com. R123-237 (SIREN, « RCS » and its city) and
 * R123-238 (legal form and share capital of a company) hold for invoices and letters alike;
 * `requireVatNumber` marks a number the invoice cannot go without (CGI ann. II art. 242
 * nonies A I 2° and 4°) rather than leaving it out unseen.
 */
export function partyBlockHtml(party: DocumentParty, { requireVatNumber = false } = {}): string {
  const siret = digits(party.siret ?? '');
  const siren = siret.slice(0, 9);
  const capital =
    party.shareCapital && party.shareCapital > 0 ? ` au capital de ${formatEurosShort(party.shareCapital)}` : '';
  const vatNumber = party.vatNumber?.trim() ?? '';
  const lines = [
    `<p class="party-name">${partyNameHtml(party)}</p>`,
    party.legalForm?.trim() ? `<p>${escapeHtml(party.legalForm.trim())}${capital}</p>` : '',
    `<p>${escapeLines(party.address)}</p>`,
    siret ? `<p>SIRET : ${escapeHtml(grouped(siret))}</p>` : '',
    party.rcsCity?.trim() ? `<p>RCS ${escapeHtml(party.rcsCity.trim())}${siren ? ` ${grouped(siren)}` : ''}</p>` : '',
    vatNumber ? `<p>TVA intracommunautaire : ${escapeHtml(vatNumber)}</p>` : '',
    !vatNumber && requireVatNumber ? `<p class="missing">TVA intracommunautaire : ${MISSING_VAT_NUMBER}</p>` : '',
    party.email?.trim() ? `<p>${escapeHtml(party.email.trim())}</p>` : '',
  ];
  return `<div class="party">${lines.join('')}</div>`;
}
