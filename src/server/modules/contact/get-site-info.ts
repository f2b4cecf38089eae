import type { SiteInfo } from '#shared/api/contact.ts';
import { SUPPORT_HOURS, SUPPORT_REPLY_WITHIN } from '#shared/contact/contact-message.ts';
import type { Config } from '#server/config.ts';

/** The contact card and the legal notice (LCEN art. 6-III), from the server's configuration. */
export function getSiteInfo(config: Pick<Config, 'supportEmail' | 'site'>): SiteInfo {
  const { site } = config;
  return {
    supportEmail: config.supportEmail,
    contactAddress: site.contactAddress,
    contactPhone: site.contactPhone ?? null,
    hours: SUPPORT_HOURS,
    replyWithin: SUPPORT_REPLY_WITHIN,
    publisher: {
      name: site.publisher.name,
      address: site.publisher.address,
      siret: site.publisher.siret ?? null,
      director: site.publisher.director,
      email: config.supportEmail,
      phone: site.contactPhone ?? null,
    },
    host: { name: site.host.name, address: site.host.address, phone: site.host.phone ?? null },
    launchDate: site.launchDate,
  };
}
