import { formatIsoDayLong } from '#shared/format/dates.ts';
import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';
import { quotedTitle } from '#server/mail/quoted-title.ts';

/** The tracker's reminders and notices (src/server/modules/tracker/run-tracker-upkeep.ts). */
export type TrackerNotice =
  | 'publication-soon'
  | 'publication-late'
  | 'payment-late'
  | 'right-30'
  | 'right-7'
  | 'right-expired';

type NoticeOptions = {
  to: string;
  name: string;
  notice: TrackerNotice;
  contractTitle: string;
  itemLabel: string;
  dueOn: string;
  /** The owner's tracker page, or the other party's signing link (which opens their tracker). */
  link: string;
  /** Whether the reader is the brand (the one asked to confirm a withdrawal). */
  isBrand: boolean;
};

function wording(options: NoticeOptions): { subject: string; paragraphs: string[] } {
  const title = `« ${quotedTitle(options.contractTitle)} »`;
  const day = formatIsoDayLong(options.dueOn);
  const item = `« ${options.itemLabel} »`;
  switch (options.notice) {
    case 'publication-soon':
      return {
        subject: `Publication à venir : ${options.itemLabel}`,
        paragraphs: [
          `La publication ${item} du contrat ${title} est attendue au plus tard le ${day}.`,
          'Une fois en ligne, déclarez-la dans le suivi du contrat avec son lien et une capture d’écran montrant la mention obligatoire.',
        ],
      };
    case 'publication-late':
      return {
        subject: `Publication en retard : ${options.itemLabel}`,
        paragraphs: [
          `La publication ${item} du contrat ${title} était attendue au plus tard le ${day} et n’a pas été déclarée.`,
          'Si elle est en ligne, déclarez-la dans le suivi ; sinon, convenez d’une nouvelle date avec l’autre partie.',
        ],
      };
    case 'payment-late':
      return {
        subject: `Paiement en retard : ${options.itemLabel}`,
        paragraphs: [
          `Le paiement ${item} du contrat ${title} était dû le ${day} et n’est pas enregistré comme payé.`,
          'Entre professionnels, des pénalités de retard et une indemnité forfaitaire de 40 € pour frais de recouvrement sont dues de plein droit (articles L441-10 et D441-5 du Code de commerce). Le suivi du contrat en donne le calcul.',
        ],
      };
    case 'right-30':
    case 'right-7':
      return {
        subject: `Fin des droits le ${day} : ${options.itemLabel}`,
        paragraphs: [
          `Les droits cédés pour l’exploitation ${item} du contrat ${title} prennent fin le ${day}.`,
          'Au-delà, toute nouvelle diffusion suppose un avenant et sa rémunération (article L131-3 du Code de la propriété intellectuelle).',
        ],
      };
    case 'right-expired':
      return {
        subject: `Droits expirés : ${options.itemLabel}`,
        paragraphs: [
          `Les droits cédés pour l’exploitation ${item} du contrat ${title} ont pris fin le ${day}.`,
          options.isBrand
            ? 'Retirez les contenus des supports concernés, puis confirmez-le dans le suivi du contrat.'
            : 'La Marque doit retirer les contenus des supports concernés et le confirmer dans le suivi du contrat.',
        ],
      };
  }
}

export function trackerNoticeMail(options: NoticeOptions): OutgoingMail {
  const { subject, paragraphs } = wording(options);
  const content: MailContent = {
    preheader: paragraphs[0] ?? subject,
    greeting: `Bonjour ${options.name},`,
    paragraphs,
    button: { label: 'Ouvrir le suivi du contrat', url: options.link },
    notes: ['Vous recevez ce message parce que vous êtes partie à ce contrat signé sur Paraphe.'],
  };
  return {
    to: options.to,
    subject,
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: `tracker-${options.notice}`,
  };
}
