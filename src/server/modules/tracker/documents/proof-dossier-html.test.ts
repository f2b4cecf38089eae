import { describe, expect, it } from 'vitest';
import { proofDossierHtml } from '#server/modules/tracker/documents/proof-dossier-html.ts';
import { brand, sampleDossier, solidPng, visibleText } from '#server/modules/tracker/documents/sample-inputs.ts';

const red = solidPng(4, 8, [200, 0, 0]);
const blue = { mimeType: 'image/jpeg' as const, base64: '/9j/4AAQSkZJRg==' };

/** The text of one publication's section. */
function sectionText(html: string, number: number): string {
  const start = html.indexOf(`<h2>Publication ${number} — `);
  const end = html.indexOf('</section>', start);
  return visibleText(html.slice(start, end));
}

describe('the proof dossier', () => {
  it('opens on a cover: contract, both parties, date signed, the mentions of loi n° 2023-451, date made', () => {
    const text = visibleText(proofDossierHtml(sampleDossier([red])));
    expect(text).toMatch(
      /^Influence commerciale — loi n° 2023-451 du 9 juin 2023 Dossier de preuves Contrat « Collection d’hiver », réf\. 1A2B3C4D/,
    );
    expect(text).toContain('La Marque (annonceur) Maison Fauré SAS au capital de 10 000 €');
    expect(text).toContain('Le Créateur Élodie Martin, entrepreneur individuel (EI)');
    expect(text).toContain('Pseudonyme : « @elodie.lyon »');
    expect(text).toContain('Contrat signé le : 1er mars 2025');
    expect(text).toContain('Mentions obligatoires (loi n° 2023-451, art. 5) : « Publicité », « Images retouchées »');
    expect(text).toContain('Publications prévues : 2, dont 1 enregistrée');
    // 08:30 UTC is 10:30 in Paris in June.
    expect(text).toContain('Dossier établi le : 2 juin 2025 à 10:30');
    expect(text).toContain('1 Instagram · Reel du 1er avril 2025 au 15 avril 2025 10 avril 2025 Approuvée');
    expect(text).toContain('2 TikTok · Vidéo le 20 mai 2025 Non enregistrée —');
  });

  it('gives each recorded publication its window, address as text, date, mention and the brand’s review', () => {
    const html = proofDossierHtml(sampleDossier([red]));
    expect(sectionText(html, 1)).toBe(
      'Publication 1 — Instagram · Reel ' +
        'Plateforme et format : Instagram · Reel ' +
        'Publication prévue : du 1er avril 2025 au 15 avril 2025 ' +
        'Adresse de la publication : https://www.instagram.com/reel/C9xYz123/?utm_source=ig_web_copy_link ' +
        'Publiée le : 10 avril 2025 ' +
        'Mention obligatoire visible : confirmée par le Créateur le 10 avril 2025 à 19:42 ' +
        'Avis de la Marque : Approuvée par la Marque le 11 avril 2025 à 11:05 ' +
        'Capture 1 sur 1',
    );
    // The address is printed, never a link.
    expect(html).not.toContain('href');
  });

  it('says so of a publication not recorded yet', () => {
    const text = sectionText(proofDossierHtml(sampleDossier([red])), 2);
    expect(text).toContain('Publication prévue : le 20 mai 2025');
    expect(text).toContain('Publication non encore enregistrée par le Créateur');
    expect(text).not.toContain('Mention obligatoire visible');
  });

  it('quotes the correction the brand asked for, and tells a pending review apart', () => {
    const dossier = sampleDossier([]);
    const [first] = dossier.publications;
    first!.review = {
      state: 'correction-requested',
      comment: 'Mention « Publicité » trop tardive.',
      reviewedAt: '2025-04-11T09:05:00Z',
    };
    const corrected = sectionText(proofDossierHtml(dossier), 1);
    expect(corrected).toContain(
      'Avis de la Marque : Correction demandée par la Marque le 11 avril 2025 à 11:05 « Mention “Publicité” trop tardive. »',
    );
    expect(corrected).toContain('Aucune capture d’écran enregistrée.');
    first!.review = { state: 'pending', comment: '', reviewedAt: null };
    expect(sectionText(proofDossierHtml(dossier), 1)).toContain('Avis de la Marque : En attente de la Marque');
  });

  it('embeds each screenshot as a data: URL of its type, scaled and never split across pages', () => {
    const html = proofDossierHtml(sampleDossier([red, blue]));
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([`data:image/png;base64,${red.base64}`, `data:image/jpeg;base64,${blue.base64}`]);
    expect(html).toContain('Capture 2 sur 2');
    expect(html).toMatch(/\.shot \{[^}]*break-inside: avoid;/);
    expect(html).toMatch(/\.shot img \{[^}]*max-width: 100%; max-height: 110mm;/);
  });

  it('keeps a forged screenshot from leaving its attribute', () => {
    const forged = { mimeType: 'text/html' as 'image/png', base64: 'AAAA" onerror="alert(1)' };
    const html = proofDossierHtml(sampleDossier([forged]));
    // Only base64 characters are kept: the quote that would close the attribute is gone.
    expect(html).toContain('<img src="data:image/png;base64,AAAAonerror=alert1" alt=');
    expect(html).not.toMatch(/"\s+onerror/);
  });

  it('escapes every value: a hostile name stays text', () => {
    const hostile = '<script>alert(1)</script>';
    const dossier = sampleDossier([red], {
      brand: { ...brand, name: hostile },
      contract: { title: hostile, reference: hostile, signedOn: '2025-03-01' },
      requiredMentions: [hostile],
    });
    const [first] = dossier.publications;
    first!.label = hostile;
    first!.record!.url = `https://exemple.fr/"><script>alert(1)</script>`;
    first!.review = { state: 'correction-requested', comment: hostile, reviewedAt: null };
    const html = proofDossierHtml(dossier);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
