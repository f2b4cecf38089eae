import type { z } from 'zod';
import {
  asksVatNumbers,
  type IssueInvoiceBody,
  type issueInvoiceBodySchema,
  type Tracker,
} from '#shared/api/tracker.ts';

/** What the creator gives for an invoice, normalised by the shared schema (« FR 12 345… » → « FR12345… »). */
export type InvoiceDetails = z.output<typeof issueInvoiceBodySchema>;
type VatTreatment = Tracker['vatTreatment'];

export const noInvoiceDetails: InvoiceDetails = { sellerVatNumber: '', buyerVatNumber: '', iban: '', bic: '' };

/** The body of POST …/invoice: a number the contract does not ask (kept from another form) is not printed. */
export function invoiceBody(details: InvoiceDetails, treatment: VatTreatment): IssueInvoiceBody {
  const asks = asksVatNumbers(treatment);
  return {
    sellerVatNumber: asks.seller ? details.sellerVatNumber : '',
    buyerVatNumber: asks.buyer ? details.buyerVatNumber : '',
    iban: details.iban,
    bic: details.bic,
  };
}
