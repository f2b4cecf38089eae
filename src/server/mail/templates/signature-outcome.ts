import { quotedTitle } from '#server/mail/quoted-title.ts';
import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

type OutcomeOptions = { to: string; recipientName: string; contractTitle: string; link: string };

function mail(to: string, subject: string, purpose: string, content: MailContent): OutgoingMail {
  return { to, subject, html: renderMailHtml(content), text: renderMailText(content), purpose };
}

/**
 * Every party and the owner get the final PDF. The outbox carries no attachment, so the mail
 * holds a personal download link (a random token, stored hashed).
 */
export function signatureCompletedMail(options: OutcomeOptions & { finalSha256: string }): OutgoingMail {
  return mail(options.to, `Contrat signé : « ${quotedTitle(options.contractTitle)} »`, 'signature-completed', {
    preheader: 'Toutes les parties ont signé. Votre exemplaire est prêt.',
    greeting: `Bonjour ${options.recipientName},`,
    paragraphs: [
      `Toutes les parties ont signé le contrat « ${quotedTitle(options.contractTitle)} ». Le PDF final contient les signatures et le certificat de signature (dossier de preuve), et il est scellé par Paraphe : toute modification ultérieure du fichier serait visible dans un lecteur PDF.`,
      `Empreinte SHA-256 du fichier : ${options.finalSha256}`,
    ],
    button: { label: 'Télécharger le contrat signé', url: options.link },
    notes: ['Conservez ce fichier : c’est votre exemplaire original du contrat, sur support durable.'],
  });
}

export function signatureDeclinedMail(
  options: OutcomeOptions & { signerName: string; reason: string; forOwner: boolean },
): OutgoingMail {
  return mail(options.to, `Signature refusée : « ${quotedTitle(options.contractTitle)} »`, 'signature-declined', {
    preheader: `${options.signerName} a refusé de signer.`,
    greeting: `Bonjour ${options.recipientName},`,
    paragraphs: [
      `${options.signerName} a refusé de signer le contrat « ${quotedTitle(options.contractTitle)} ».`,
      `Raison indiquée : ${options.reason}`,
      options.forOwner
        ? 'La demande de signature est close. Le contrat redevient modifiable : vous pouvez le corriger puis l’envoyer de nouveau.'
        : 'La demande de signature est close : vous n’avez plus rien à signer pour ce contrat.',
    ],
    button: { label: options.forOwner ? 'Ouvrir mes contrats' : 'Découvrir Paraphe', url: options.link },
    notes: [],
  });
}

export function signatureCancelledMail(options: OutcomeOptions & { ownerName: string }): OutgoingMail {
  return mail(
    options.to,
    `Demande de signature annulée : « ${quotedTitle(options.contractTitle)} »`,
    'signature-cancelled',
    {
      preheader: 'Ce contrat n’est plus à signer.',
      greeting: `Bonjour ${options.recipientName},`,
      paragraphs: [
        `${options.ownerName} a annulé la demande de signature du contrat « ${quotedTitle(options.contractTitle)} ». Vous n’avez plus rien à faire : le lien qui vous avait été envoyé ne fonctionne plus.`,
      ],
      button: { label: 'Découvrir Paraphe', url: options.link },
      notes: ['Si vous pensez qu’il s’agit d’une erreur, contactez directement l’expéditeur du contrat.'],
    },
  );
}
