import { formatDateLong } from '#shared/format/dates.ts';
import { quotedTitle } from '#server/mail/quoted-title.ts';
import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

/** The signer's personal page: the client's /signer/:token screen. */
export function signingLink(appUrl: string, token: string): string {
  return `${appUrl}/signer/${encodeURIComponent(token)}`;
}

type InvitationOptions = {
  to: string;
  signerName: string;
  ownerName: string;
  contractTitle: string;
  link: string;
  expiresAt: Date;
};

function mail(options: InvitationOptions, subject: string, purpose: string, content: MailContent): OutgoingMail {
  return { to: options.to, subject, html: renderMailHtml(content), text: renderMailText(content), purpose };
}

const linkNotes = (expiresAt: Date) => [
  `Ce lien personnel vous est réservé : ne le transférez pas. Il est valable jusqu’au ${formatDateLong(expiresAt)}.`,
  'Pour signer, un code à usage unique vous sera envoyé à cette adresse e-mail.',
];

/** Sent to each signer when the owner sends the contract (or when their turn comes). */
export function signatureInvitationMail(options: InvitationOptions): OutgoingMail {
  return mail(
    options,
    `${options.ownerName} vous invite à signer « ${quotedTitle(options.contractTitle)} »`,
    'signature-invitation',
    {
      preheader: 'Un contrat vous attend pour signature électronique.',
      greeting: `Bonjour ${options.signerName},`,
      paragraphs: [
        `${options.ownerName} vous invite à signer électroniquement le contrat « ${quotedTitle(options.contractTitle)} » sur Paraphe.`,
        'Lisez le document en entier avant de signer. Vous pouvez aussi refuser de le signer en indiquant la raison.',
      ],
      button: { label: 'Lire et signer le contrat', url: options.link },
      notes: linkNotes(options.expiresAt),
    },
  );
}

/** The owner's reminder, or the automatic ones after 3 and 7 days. */
export function signatureReminderMail(options: InvitationOptions): OutgoingMail {
  return mail(
    options,
    `Rappel : le contrat « ${quotedTitle(options.contractTitle)} » attend votre signature`,
    'signature-reminder',
    {
      preheader: 'Un contrat attend toujours votre signature.',
      greeting: `Bonjour ${options.signerName},`,
      paragraphs: [
        `Le contrat « ${quotedTitle(options.contractTitle)} » que ${options.ownerName} vous a envoyé attend toujours votre signature.`,
      ],
      button: { label: 'Lire et signer le contrat', url: options.link },
      notes: linkNotes(options.expiresAt),
    },
  );
}

/** The one-time code: 6 digits, valid 10 minutes. */
export function signatureCodeMail(options: {
  to: string;
  signerName: string;
  contractTitle: string;
  code: string;
  link: string;
}): OutgoingMail {
  const content: MailContent = {
    preheader: `Votre code de signature : ${options.code}`,
    greeting: `Bonjour ${options.signerName},`,
    paragraphs: [
      `Voici votre code pour signer le contrat « ${quotedTitle(options.contractTitle)} » : ${options.code}`,
      'Saisissez-le sur la page de signature. Il est valable 10 minutes et ne sert qu’une fois.',
    ],
    button: { label: 'Revenir à la page de signature', url: options.link },
    notes: [
      'Ne communiquez ce code à personne : il vaut preuve que c’est bien vous qui signez.',
      'Vous n’avez pas demandé ce code ? Ignorez ce message ; sans lui, personne ne peut signer à votre place.',
    ],
  };
  return {
    to: options.to,
    subject: `${options.code} est votre code de signature Paraphe`,
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'signature-code',
  };
}
