import { authenticationMethodOf } from '#shared/signature/consent.ts';
import { signatoryRoleLabels } from '#shared/signature/contract-signatories.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { formatTimestampParis, formatTimestampUtc } from '#shared/format/dates.ts';
import type { SignerRow } from '#server/modules/signatures/request-rows.ts';

/**
 * The pages Paraphe adds after the contract: the certificate of signature (the proof file),
 * and, only when the contract's own signature blocks cannot be found in its PDF
 * (stamp-signatures.ts), a page of the parties' signatures that names the block each completes.
 */

const utc = (date: Date) => `${formatTimestampUtc(date)} UTC`;
const paris = (date: Date) => `${formatTimestampParis(date)} (heure de Paris)`;

const partyLabel = signatoryRoleLabels;

const STYLE = `
  body { font-family: 'Paraphe Sans', sans-serif; color: #1f2937; font-size: 9pt; line-height: 1.4; }
  h1 { font-family: 'Paraphe Serif', serif; font-size: 16pt; margin: 0 0 2mm; color: #111827; }
  .lead { color: #4b5563; margin: 0 0 5mm; }
  .party { border: 0.3mm solid #d1d5db; border-radius: 2mm; padding: 3.5mm 5mm; margin-bottom: 4mm; }
  .party h2 { font-size: 10.5pt; margin: 0 0 2mm; }
  .mark { height: 28mm; display: flex; align-items: center; border-bottom: 0.3mm solid #9ca3af; margin: 2mm 0 3mm; }
  .mark img { max-height: 26mm; max-width: 90mm; }
  .typed { font-family: 'Paraphe Serif', serif; font-style: italic; font-size: 22pt; color: #1e1b4b; }
  .muted { color: #4b5563; font-size: 8.5pt; margin: 0; }
  h3 { font-size: 9.5pt; margin: 4mm 0 1.5mm; }
  dl { display: grid; grid-template-columns: 34mm 1fr; gap: 0.8mm 4mm; margin: 0; }
  dt { color: #4b5563; } dd { margin: 0; overflow-wrap: anywhere; }
  .hash { font-family: monospace; font-size: 8pt; overflow-wrap: anywhere; }
  .annex { font-size: 8pt; text-transform: uppercase; letter-spacing: 0.08em; color: #4b5563; margin: 0 0 1mm; }
  .quote { border-left: 0.6mm solid #d1d5db; padding-left: 3mm; margin: 0; }
  table.events { width: 100%; border-collapse: collapse; font-size: 7.5pt; margin-top: 1mm; }
  table.events th, table.events td { text-align: left; vertical-align: top; padding: 0.8mm 1.5mm; border-bottom: 0.2mm solid #e5e7eb; }
  table.events th { color: #4b5563; font-weight: 600; }
  table.events td:first-child { width: 30%; } table.events td:last-child { width: 30%; overflow-wrap: anywhere; }
  .ua { color: #6b7280; }
  tr { break-inside: avoid; }
  .legal { margin-top: 4mm; font-size: 8pt; color: #4b5563; }
`;

/** The PDF renderer brings the contract fonts ('Paraphe Serif', 'Paraphe Sans'). */
function documentHtml(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function signaturePageHtml(options: { contractTitle: string; signers: SignerRow[] }): string {
  const blocks = options.signers.map((signer) => {
    const mark =
      signer.signatureKind === 'drawn' && signer.signatureImage
        ? `<img src="${escapeHtml(signer.signatureImage)}" alt="Signature de ${escapeHtml(signer.name)}">`
        : `<span class="typed">${escapeHtml(signer.typedName ?? signer.name)}</span>`;
    return `<section class="party"><h2>${partyLabel[signer.party]}</h2>
<p class="muted">Lu et approuvé</p><div class="mark">${mark}</div>
<p><strong>${escapeHtml(signer.typedName ?? signer.name)}</strong></p>
<p class="muted">Signé électroniquement le ${escapeHtml(paris(signer.signedAt!))}</p></section>`;
  });
  return documentHtml(
    'Signatures',
    `<h1>Signatures des parties</h1>
<p class="lead">Ces signatures complètent le bloc « Signature » du contrat « ${escapeHtml(options.contractTitle)} » qui précède. Chaque partie a signé électroniquement, après authentification par lien personnel et code à usage unique envoyés à son adresse e-mail.</p>
${blocks.join('\n')}`,
  );
}

export type CertificateEvent = {
  at: Date;
  label: string;
  detail: string | null;
  ip: string | null;
  userAgent: string | null;
};

export type CertificateInput = {
  contractTitle: string;
  reference: string;
  requestId: string;
  sender: { name: string; email: string; ip: string | null; userAgent: string | null };
  signers: Array<SignerRow & { events: CertificateEvent[] }>;
  requestEvents: CertificateEvent[];
  sentAt: Date;
  completedAt: Date;
  originalSha256: string;
  signedSha256: string;
  consent: { version: string; text: string };
  trustedTime: string;
  retention: string;
};

const when = (date: Date) => `${utc(date)} — ${paris(date)}`;

function eventRows(events: CertificateEvent[]): string {
  const rows = events.map(
    (event) =>
      `<tr><td>${escapeHtml(when(event.at))}</td><td><strong>${escapeHtml(event.label)}</strong>${
        event.detail ? `<br>${escapeHtml(event.detail)}` : ''
      }</td><td>${escapeHtml(event.ip ?? '')}${event.userAgent ? `<br><span class="ua">${escapeHtml(event.userAgent)}</span>` : ''}</td></tr>`,
  );
  return `<table class="events"><thead><tr><th>Date (UTC et heure de Paris)</th><th>Événement</th><th>Adresse IP et navigateur</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The certificate: the proof file of the request, placed after the contract as its annex. */
export function certificatePageHtml(options: CertificateInput): string {
  const rows = (pairs: Array<[string, string]>) =>
    `<dl>${pairs.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
  const signers = options.signers.map(
    (signer) =>
      `<section class="party"><h2>${escapeHtml(signer.name)} — ${escapeHtml(signer.capacity ?? partyLabel[signer.party])}</h2>${rows(
        [
          ['Adresse e-mail', signer.email],
          ['Nom saisi', signer.typedName ?? ''],
          ['Signé le', signer.signedAt ? when(signer.signedAt) : ''],
          ['Adresse IP', signer.ip ?? ''],
          ['Navigateur', signer.userAgent ?? ''],
          ['Authentification', authenticationMethodOf(signer)],
          [
            'Consentement',
            `« Lu et approuvé » coché (texte version ${options.consent.version}), signature ${signer.signatureKind === 'drawn' ? 'dessinée' : 'saisie'}`,
          ],
        ],
      )}<h3>Événements</h3>${eventRows(signer.events)}</section>`,
  );
  return documentHtml(
    'Certificat de signature',
    `<p class="annex">Annexe au contrat — Dossier de preuve</p>
<h1>Certificat de signature électronique</h1>
<p class="lead">Dossier de preuve du contrat « ${escapeHtml(options.contractTitle)} » (${escapeHtml(options.reference)}). Demande de signature n° <span class="hash">${escapeHtml(options.requestId)}</span>.</p>
<h3>Expéditeur</h3>
${rows([
  ['Compte', `${options.sender.name} <${options.sender.email}>`],
  ['Adresse IP', options.sender.ip ?? ''],
  ['Navigateur', options.sender.userAgent ?? ''],
  ['Envoyé pour signature', when(options.sentAt)],
  ['Signature achevée', when(options.completedAt)],
])}
<h3>Empreintes SHA-256</h3>
<dl><dt>Document envoyé (avant signature)</dt><dd class="hash">${options.originalSha256}</dd>
<dt>Document signé (après apposition des signatures)</dt><dd class="hash">${options.signedSha256}</dd></dl>
<h3>Texte du consentement (version ${escapeHtml(options.consent.version)})</h3>
<p class="quote">${escapeHtml(options.consent.text)}</p>
<h3>Signataires</h3>
${signers.join('\n')}
<h3>Événements de la demande</h3>
${eventRows(options.requestEvents)}
<h3>Horodatage</h3>
<p>${escapeHtml(options.trustedTime)}</p>
<p class="legal">Signature électronique simple au sens de l’article 1367 du Code civil et de l’article 25 du règlement (UE) n° 910/2014 (eIDAS). Chaque signataire est désigné par le contrat, avec l’adresse e-mail qu’il indique. Le fichier est scellé par un cachet électronique de Paraphe (PAdES) : toute modification postérieure est signalée par les lecteurs PDF. ${escapeHtml(options.retention)}</p>`,
  );
}
