import { reviewStateLabels, type reviewStates, type screenshotMimeTypes } from '#shared/api/tracker.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import {
  dayInText,
  escapeLines,
  instantInText,
  printableDocument,
} from '#server/modules/tracker/documents/document-page.ts';
import { type DocumentParty, partyBlockHtml } from '#server/modules/tracker/documents/party-block.ts';

/**
 * The « Dossier de preuves » of a contract: what each publication was, when it went out, that
 * it carried the mentions of loi n° 2023-451 art. 5, what the brand said of it, and how it
 * looked. The advertiser keeps it for a control by the DGCCRF, which asks to see that the
 * publications it paid for were identified as advertising.
 */

export type ProofScreenshot = { mimeType: (typeof screenshotMimeTypes)[number]; base64: string };

export type ProofPublication = {
  label: string;
  platform: string;
  format: string;
  /** First and last day it could be published (the same day for a fixed date). */
  startsOn: string;
  dueOn: string;
  record: {
    url: string;
    publishedOn: string;
    mentionConfirmed: boolean;
    /** The instant the creator recorded it (and confirmed the mention). */
    recordedAt: string;
    screenshots: ProofScreenshot[];
  } | null;
  review: { state: (typeof reviewStates)[number]; comment: string; reviewedAt: string | null };
};

export type ProofDossierInput = {
  contract: { title: string; reference: string; signedOn: string };
  brand: DocumentParty;
  influencer: DocumentParty & { pseudonym?: string };
  /** requiredMentions(contract): « Publicité », « Images retouchées »… */
  requiredMentions: string[];
  /** When the dossier was made. */
  madeAt: Date | string;
  publications: ProofPublication[];
};

const STYLES = `
.cover { break-after: page; }
.cover-header { text-align: center; margin: 0 0 16pt; padding-bottom: 10pt; border-bottom: 1.5pt double #333; }
.cover-parties { display: grid; grid-template-columns: 1fr 1fr; column-gap: 10mm; margin: 0 0 10pt; }
.facts { display: grid; grid-template-columns: 52mm 1fr; column-gap: 6pt; row-gap: 2pt; margin: 0 0 8pt; }
.facts dt { color: #555; } .facts dd { margin: 0; }
.publication { margin: 0 0 10mm; }
/* A recorded publication and its screenshots open a page, as an exhibit would. */
.publication.recorded { break-before: page; }
.publication-facts { break-inside: avoid; }
.publication h2 { border-bottom: 0.75pt solid #333; padding-bottom: 2pt; }
.url { font-size: 9pt; }
.comment { border-left: 1.5pt solid #888; padding-left: 6pt; margin: 2pt 0 0; font-style: italic; }
.not-recorded { font-style: italic; color: #555; }
.shots { display: flex; flex-wrap: wrap; gap: 4mm; align-items: flex-start; margin-top: 4pt; }
/* A screenshot never runs past a page (253 mm of text height): at most 110 mm high, three phone screenshots (9:19.5) a row. */
.shot { margin: 0; break-inside: avoid; max-width: 100%; }
.shot img { display: block; max-width: 100%; max-height: 110mm; border: 0.5pt solid #888; }
.shot figcaption { font-size: 8pt; color: #555; margin-top: 2pt; }
`;

const plannedWindow = (publication: ProofPublication) =>
  publication.startsOn === publication.dueOn
    ? `le ${dayInText(publication.dueOn)}`
    : `du ${dayInText(publication.startsOn)} au ${dayInText(publication.dueOn)}`;

const facts = (pairs: Array<[string, string]>) =>
  `<dl class="facts">${pairs.map(([term, value]) => `<dt>${term} :</dt><dd>${value}</dd>`).join('')}</dl>`;

/** The brand's review, as it stands, dated. */
function reviewText(review: ProofPublication['review']): string {
  const on = review.reviewedAt ? ` le ${instantInText(review.reviewedAt)}` : '';
  if (review.state === 'approved') return `Approuvée par la Marque${on}`;
  if (review.state === 'correction-requested') {
    const comment = review.comment.trim() ? `<p class="comment">« ${escapeLines(review.comment)} »</p>` : '';
    return `Correction demandée par la Marque${on}${comment}`;
  }
  return reviewStateLabels.pending;
}

/** Only the two image types the tracker accepts, and only base64 in the URL. */
function screenshotsHtml(shots: ProofScreenshot[], title: string): string {
  if (shots.length === 0) return '<p class="muted">Aucune capture d’écran enregistrée.</p>';
  const figures = shots.map((shot, index) => {
    const mimeType = shot.mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const data = shot.base64.replace(/[^A-Za-z0-9+/=]/g, '');
    return `<figure class="shot"><img src="data:${mimeType};base64,${data}" alt="Capture ${index + 1} de ${escapeHtml(title)}"><figcaption>Capture ${index + 1} sur ${shots.length}</figcaption></figure>`;
  });
  return `<div class="shots">${figures.join('')}</div>`;
}

function publicationHtml(publication: ProofPublication, index: number): string {
  const title = `Publication ${index + 1} — ${publication.label}`;
  const planned: Array<[string, string]> = [
    [
      'Plateforme et format',
      escapeHtml([publication.platform, publication.format].filter((part) => part.trim()).join(' · ')),
    ],
    ['Publication prévue', plannedWindow(publication)],
  ];
  const { record } = publication;
  if (!record) {
    return `<section class="publication keep"><h2>${escapeHtml(title)}</h2>${facts(planned)}
<p class="not-recorded">Publication non encore enregistrée par le Créateur à la date du dossier.</p></section>`;
  }
  const mention = record.mentionConfirmed
    ? `confirmée par le Créateur le ${instantInText(record.recordedAt)}`
    : 'non confirmée par le Créateur';
  return `<section class="publication recorded"><div class="publication-facts"><h2>${escapeHtml(title)}</h2>${facts([
    ...planned,
    // Printed as text: a reader checks the address; the PDF sends no one anywhere.
    ['Adresse de la publication', `<span class="url">${escapeHtml(record.url)}</span>`],
    ['Publiée le', dayInText(record.publishedOn)],
    ['Mention obligatoire visible', mention],
    ['Avis de la Marque', reviewText(publication.review)],
  ])}</div>${screenshotsHtml(record.screenshots, title)}</section>`;
}

const reviewStateShort = {
  approved: 'Approuvée',
  'correction-requested': 'Correction demandée',
  pending: 'En attente',
} as const;

/** The cover's table: every publication at a glance, numbered as its section. */
function summaryHtml(publications: ProofPublication[]): string {
  const rows = publications.map(
    (publication, index) =>
      `<tr><td class="num">${index + 1}</td><td>${escapeHtml(publication.label)}</td><td>${plannedWindow(publication)}</td>` +
      `<td>${publication.record ? dayInText(publication.record.publishedOn) : 'Non enregistrée'}</td>` +
      `<td>${publication.record ? reviewStateShort[publication.review.state] : '—'}</td></tr>`,
  );
  return `<table class="summary"><thead><tr><th class="num">N°</th><th>Publication</th><th>Prévue</th><th>Publiée le</th><th>Avis de la Marque</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function coverHtml(input: ProofDossierInput): string {
  const { contract, influencer } = input;
  const recorded = input.publications.filter((publication) => publication.record !== null).length;
  const pseudonym = influencer.pseudonym?.trim()
    ? `<p class="muted">Pseudonyme : « ${escapeHtml(influencer.pseudonym.trim())} »</p>`
    : '';
  return `<section class="cover">
<header class="cover-header"><p class="kicker">Influence commerciale — loi n° 2023-451 du 9 juin 2023</p>
<h1>Dossier de preuves</h1><p class="muted">Contrat « ${escapeHtml(contract.title)} », réf. ${escapeHtml(contract.reference)}</p></header>
<div class="cover-parties">
  <div><p class="box-label">La Marque (annonceur)</p>${partyBlockHtml(input.brand)}</div>
  <div><p class="box-label">Le Créateur</p>${partyBlockHtml(influencer)}${pseudonym}</div>
</div>
${facts([
  ['Contrat signé le', dayInText(contract.signedOn)],
  // Loi n° 2023-451 art. 5: « Publicité » or « Collaboration commerciale », and « Image(s) retouchée(s) » or « virtuelle(s) » when so.
  [
    'Mentions obligatoires (loi n° 2023-451, art. 5)',
    input.requiredMentions.map((mention) => `« ${escapeHtml(mention)} »`).join(', '),
  ],
  ['Publications prévues', `${input.publications.length}, dont ${recorded} enregistrée${recorded > 1 ? 's' : ''}`],
  ['Dossier établi le', instantInText(input.madeAt)],
])}
${summaryHtml(input.publications)}
<p class="small muted">Ce dossier rassemble, pour chaque publication prévue au contrat, les éléments enregistrés par les parties sur Paraphe : adresse et date de la publication, confirmation par le Créateur que la mention obligatoire y est visible, avis de la Marque et captures d’écran. Il est établi pour être présenté en cas de contrôle par les agents de la Direction générale de la concurrence, de la consommation et de la répression des fraudes (DGCCRF).</p>
</section>`;
}

export function proofDossierHtml(input: ProofDossierInput): string {
  const body = `${coverHtml(input)}\n${input.publications.map(publicationHtml).join('\n')}`;
  return printableDocument({ title: `Dossier de preuves — ${input.contract.title}`, css: STYLES, body });
}
