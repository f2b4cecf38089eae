import { type ProductSku, productOf } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { type MailContent, renderMailHtml, renderMailText } from '#server/mail/mail-layout.ts';
import type { OutgoingMail } from '#server/mail/queue-mail.ts';

/** Sent once a payment is confirmed by the provider: the Pro subscription or a pack of exports. */
export function paymentConfirmedMail(options: {
  to: string;
  firstName: string;
  sku: ProductSku;
  appUrl: string;
  nextInvoiceAt: Date | null;
}): OutgoingMail {
  const product = productOf(options.sku);
  const price = formatEurosFromCents(product.priceCents);
  const paragraphs = product.recurring
    ? [
        'Merci ! Votre abonnement Pro est actif : exports PDF illimités, modèles et clauses avancés, personnalisation de marque et support prioritaire.',
        options.nextInvoiceAt
          ? `Il est facturé ${price} TTC par mois, renouvelé automatiquement ; prochaine échéance le ${formatDateLong(options.nextInvoiceAt)}. Vous pouvez le résilier à tout moment depuis votre profil.`
          : `Il est facturé ${price} TTC par mois, renouvelé automatiquement. Vous pouvez le résilier à tout moment depuis votre profil.`,
      ]
    : [
        `Merci ! Votre ${product.label.toLowerCase()} (${price} TTC) est crédité sur votre compte : ${product.credits} exports PDF supplémentaires, sans date d’expiration.`,
      ];
  const content: MailContent = {
    preheader: product.recurring ? 'Votre abonnement Pro est actif.' : 'Vos exports supplémentaires sont disponibles.',
    greeting: `Bonjour ${options.firstName},`,
    paragraphs,
    button: { label: 'Ouvrir Paraphe', url: `${options.appUrl}/dashboard` },
    notes: ['Votre facture est disponible auprès de notre prestataire de paiement, depuis votre profil.'],
  };
  return {
    to: options.to,
    subject: product.recurring ? 'Votre abonnement Pro est actif' : 'Vos exports supplémentaires sont disponibles',
    html: renderMailHtml(content),
    text: renderMailText(content),
    purpose: 'payment-confirmed',
  };
}
