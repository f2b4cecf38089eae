import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

/** The link of the verification e-mail: the client's /verify-email screen reads `token` (spec §2). */
export function verifyEmailLink(appUrl: string, token: string): string {
  return `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

/** Sent at sign-up and on "renvoyer l'e-mail"; the link is valid 24 hours. */
export function verifyEmailMail(options: { to: string; firstName: string; link: string }): OutgoingMail {
  const content: MailContent = {
    preheader: 'Un clic pour activer votre compte Paraphe.',
    greeting: `Bonjour ${options.firstName},`,
    paragraphs: [
      'Bienvenue sur Paraphe ! Il ne reste qu’une étape avant de rédiger vos premiers contrats de collaboration : confirmer votre adresse e-mail.',
    ],
    button: { label: 'Confirmer mon adresse e-mail', url: options.link },
    notes: [
      'Ce lien est valable 24 heures et ne sert qu’une fois. Passé ce délai, demandez-en un nouveau depuis la page de connexion.',
      'Vous n’avez pas créé de compte sur Paraphe ? Ignorez simplement ce message : l’adresse ne sera pas confirmée.',
    ],
  };
  return {
    to: options.to,
    subject: 'Confirmez votre adresse e-mail',
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'verify-email',
  };
}
