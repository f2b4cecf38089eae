/**
 * The consent a signer gives, word for word, with its version: the signing page shows it next
 * to the « Lu et approuvé » box, and the certificate reproduces the version that was shown
 * (C. civ. 1367: the signature shows the signer's consent to the obligations of the act).
 * A change of wording is a new version; the old ones stay here for the proof files that cite them.
 */
export const CONSENT_VERSION = '2026-11-25';

export function consentText(contractTitle: string): string {
  return `Lu et approuvé. J’ai lu le contrat « ${contractTitle} » en entier et je le signe électroniquement ; je reconnais à cette signature la même valeur qu’une signature manuscrite.`;
}

/**
 * How a signer is authenticated (the certificate's « méthode d'authentification »): an invited
 * signer by the personal link mailed to the address the contract names, the sender (who is one
 * of the signatories) by her signed-in session on the account that sent the request; both then
 * by a one-time code mailed to that address.
 */
export const AUTHENTICATION_METHODS = {
  invited:
    'Lien personnel envoyé à l’adresse e-mail désignée par le contrat + code à usage unique (6 chiffres, valable 10 minutes) reçu à cette adresse',
  sender:
    'Session ouverte sur le compte Paraphe de l’expéditeur (adresse e-mail vérifiée, celle que désigne le contrat) + code à usage unique (6 chiffres, valable 10 minutes) reçu à cette adresse',
} as const;

export function authenticationMethodOf(signer: { isSender: boolean }): string {
  return signer.isSender ? AUTHENTICATION_METHODS.sender : AUTHENTICATION_METHODS.invited;
}
