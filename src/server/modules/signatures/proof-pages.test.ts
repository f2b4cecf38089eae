import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_METHODS } from '#shared/signature/consent.ts';
import { certificatePageHtml } from '#server/modules/signatures/proof-pages.ts';
import type { SignerRow } from '#server/modules/signatures/request-rows.ts';

const at = new Date('2026-11-25T10:00:00Z');

function signer(overrides: Partial<SignerRow>): SignerRow & { events: [] } {
  return {
    id: crypto.randomUUID(),
    requestId: 'b1f5f6c4-0000-4000-8000-000000000001',
    position: 1,
    party: 'creator',
    capacity: 'Pour la Marque (Maison Lumière)',
    isSender: false,
    name: 'Claire Martin',
    email: 'claire@maison-lumiere.example',
    tokenHash: 'hash',
    state: 'signed',
    otpHash: null,
    otpExpiresAt: null,
    otpAttempts: 0,
    otpVerifiedAt: at,
    openedAt: at,
    signedAt: at,
    declinedAt: null,
    declineReason: null,
    typedName: 'Claire Martin',
    signatureKind: 'typed',
    signatureImage: null,
    ip: '198.51.100.7',
    userAgent: 'Mozilla/5.0',
    lastRemindedAt: null,
    autoReminders: 0,
    downloadTokenHash: null,
    events: [],
    ...overrides,
  };
}

/** The text of one signer's section of the certificate, tags removed. */
function sectionOf(html: string, name: string): string {
  const start = html.indexOf(`<h2>${name} — `);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end).replace(/<[^>]+>/g, ' ');
}

describe('the certificate of signature', () => {
  it('states for each signer how she was authenticated: the mailed link, or the sender’s own session', () => {
    const html = certificatePageHtml({
      contractTitle: 'Partenariat',
      reference: 'Réf. 1CF69427 · version 1',
      requestId: 'b1f5f6c4-0000-4000-8000-000000000001',
      sender: { name: 'Léa Dubois', email: 'lea@example.test', ip: '198.51.100.8', userAgent: 'Mozilla/5.0' },
      signers: [
        signer({}),
        signer({
          position: 2,
          party: 'influencer',
          capacity: 'Pour le Créateur, en son nom personnel',
          isSender: true,
          name: 'Léa Dubois',
          email: 'lea@example.test',
        }),
      ],
      requestEvents: [],
      sentAt: at,
      completedAt: at,
      originalSha256: 'a'.repeat(64),
      signedSha256: 'b'.repeat(64),
      consent: { version: '2026-11-25', text: 'Lu et approuvé.' },
      trustedTime: 'Sans horodatage par une autorité tierce.',
      retention: 'Conservé 5 ans.',
    });
    const brand = sectionOf(html, 'Claire Martin');
    const owner = sectionOf(html, 'Léa Dubois');
    const escaped = (text: string) => text.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(brand).toContain(escaped(AUTHENTICATION_METHODS.invited));
    expect(brand).not.toContain('Session ouverte');
    expect(owner).toContain(escaped(AUTHENTICATION_METHODS.sender));
    expect(owner).not.toContain('Lien personnel envoyé');
  });
});
