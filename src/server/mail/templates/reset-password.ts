import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

/** The link of the reset e-mail: the client's /reset-password screen reads `token` (spec §2). */
export function resetPasswordLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Sent by "mot de passe oublié" (and the profile's reset link); the link is valid one hour. */
export function resetPasswordMail(options: { to: string; firstName: string; link: string }): OutgoingMail {
  const content: MailContent = {
    preheader: 'Choisissez un nouveau mot de passe pour votre compte Paraphe.',
    greeting: `Bonjour ${options.firstName},`,
    paragraphs: [
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Paraphe. Choisissez-en un nouveau en quelques secondes :',
    ],
    button: { label: 'Choisir un nouveau mot de passe', url: options.link },
    notes: [
      'Ce lien est valable 1 heure et ne sert qu’une fois. Une fois le mot de passe changé, vous serez déconnecté de tous vos appareils.',
      'Vous n’êtes pas à l’origine de cette demande ? Ignorez ce message : votre mot de passe actuel reste inchangé.',
    ],
  };
  return {
    to: options.to,
    subject: 'Réinitialisez votre mot de passe Paraphe',
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'reset-password',
  };
}
