import { isApiError } from '#client/lib/api-error.ts';

/**
 * What the tracker says after each action. They belong in `#shared/messages.ts` with the
 * others; they wait here while the server side of the tracker is written (it edits that file).
 */
export const trackerMessages = {
  publicationRecorded: 'Publication déclarée',
  publicationRecordFailed: 'La publication n’a pas pu être déclarée.',
  publicationApproved: 'Publication approuvée',
  correctionRequested: 'Demande de correction envoyée',
  reviewFailed: 'Votre avis sur la publication n’a pas pu être enregistré.',
  paymentDeclared: 'Paiement déclaré',
  paymentConfirmed: 'Paiement confirmé',
  paymentFailed: 'Le paiement n’a pas pu être enregistré.',
  scheduleSaved: 'Échéancier enregistré',
  scheduleFailed: 'L’échéancier n’a pas pu être enregistré.',
  invoiceCreated: 'Facture créée',
  invoiceFailed: 'La facture n’a pas pu être créée.',
  withdrawalConfirmed: 'Retrait des contenus confirmé',
  withdrawalFailed: 'Le retrait n’a pas pu être confirmé.',
  externalInvoiceRecorded: 'Facture enregistrée',
  externalInvoiceFailed: 'La facture n’a pas pu être enregistrée.',
  amendmentCreated: 'Avenant créé\u00a0: fixez son prix, puis exportez-le et envoyez-le pour signature.',
  amendmentFailed: 'L’avenant n’a pas pu être créé.',
  reminderFailed: 'La relance n’a pas pu être préparée.',
  reminderCopied: 'Texte de la relance copié',
  copyFailed: 'La copie a échoué : sélectionnez le texte et copiez-le vous-même.',
  downloadFailed: 'Le document n’a pas pu être téléchargé.',
} as const;

/** Generic codes say less than the action's own message; every other code says what to do. */
const GENERIC_CODES = ['INTERNAL_ERROR', 'BAD_REQUEST', 'VALIDATION_ERROR', 'CONFLICT'];

/** The French message of a failed tracker action: the server's code when it tells more, else `fallback`. */
export function trackerErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && !GENERIC_CODES.includes(error.code) ? error.message : fallback;
}
