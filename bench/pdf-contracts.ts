import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { assembleTemplate } from '#shared/template/assemble-template.ts';
import { renderContractDocument } from '#shared/template/render.ts';
import type { PdfMeta } from '#server/pdf/pdf-renderer.ts';
import { templatesFolder } from '#server/modules/templates/seed-templates.ts';

/** The contracts the benchmark renders: the default of each type, and a long one. */
export type BenchContract = { name: string; draft: ContractDraft };

const TODAY = '2026-11-22';

/**
 * A completed paid partnership that prints on 10 pages: the sample contract with a campaign
 * of 36 dated publications and a detailed brief, as a long real contract would have.
 */
export function longContract(): ContractDraft {
  const draft = createSampleContract('PAID', TODAY);
  draft.title = 'Contrat de partenariat rémunéré — campagne annuelle';
  draft.deliverables.publications = Array.from({ length: 36 }, (_, index) => ({
    platform: ['Instagram', 'TikTok', 'YouTube'][index % 3]!,
    format: ['Reel de 30 à 60 secondes', 'Vidéo de 30 à 60 secondes', 'Vidéo longue de 8 à 12 minutes'][index % 3]!,
    quantity: 1 + (index % 2),
    date: `2027-${String(1 + Math.floor(index / 3)).padStart(2, '0')}-${String(5 + (index % 3) * 7).padStart(2, '0')}`,
    dateEnd: '',
  }));
  const brief =
    'Chaque mois, le Créateur présente les produits de la collection du moment dans des situations réelles ' +
    'de cuisine familiale, en précisant les matériaux, l’entretien et les conditions de garantie. ';
  draft.deliverables.timetable = brief.repeat(6).trim();
  draft.clauses.confidentiality.scope = brief.repeat(6).trim();
  return draft;
}

export function benchContracts(): BenchContract[] {
  return [
    { name: 'PAID (défaut)', draft: createDefaultContract('PAID', TODAY) },
    { name: 'UGC (défaut)', draft: createDefaultContract('UGC', TODAY) },
    { name: 'GIFT (défaut)', draft: createDefaultContract('GIFT', TODAY) },
    { name: 'long (10 p.)', draft: longContract() },
  ];
}

/** The document the export route renders for this contract: same template, same function (no fonts: the renderer brings them). */
export function contractHtml(draft: ContractDraft): string {
  return renderContractDocument(draft, assembleTemplate(draft.type, templateSources()));
}

/** The skeleton and the clause partials the server assembles its templates from (`seedTemplates`). */
function templateSources() {
  const clauses = path.join(templatesFolder, 'clauses');
  return {
    skeleton: readFileSync(path.join(templatesFolder, 'contract.html'), 'utf8'),
    clauses: Object.fromEntries(
      readdirSync(clauses)
        .filter((file) => file.endsWith('.html'))
        .map((file) => [file.slice(0, -'.html'.length), readFileSync(path.join(clauses, file), 'utf8')]),
    ),
  };
}

export function contractMeta(draft: ContractDraft): PdfMeta {
  return {
    title: draft.title,
    author: 'Paraphe',
    subject: 'Contrat de collaboration commerciale',
    keywords: ['contrat', draft.type, 'influence commerciale'],
    footerReference: 'Réf. 1A2B3C4D · version 1',
  };
}
