import Mustache from 'mustache';
import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { escapeHtml } from '#shared/format/escape-html.ts';
import { renderContractHtml } from '#shared/template/render.ts';
import { renderTemplatePieces, typesetPieces } from '#shared/template/render-pieces.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';
import { typesetHtml } from '#shared/template/typography.ts';
import { buildContractViewModel } from '#shared/template/view-model.ts';

/** The whole template rendered at once and typeset at once, with nothing kept between calls. */
function renderWhole(contract: ContractDraft, templateHtml: string): string {
  const html = Mustache.render(
    templateHtml,
    buildContractViewModel(contract),
    {},
    {
      escape: escapeHtml,
      tags: ['{{', '}}'],
    },
  );
  return typesetHtml(html);
}

function withObject(type: ContractType, partnershipObject: string): ContractDraft {
  const contract = createSampleContract(type);
  return { ...contract, deliverables: { ...contract.deliverables, partnershipObject } };
}

/** What a user types into the partnership object, one state after the other. */
const TYPED = [
  'la collection automne',
  'la collection « automne',
  'la collection « automne » : édition « limitée',
  'la collection « automne » : édition « limitée »',
  'la collection « automne »',
  '« ',
  '',
];

describe('the contract rendered in pieces', () => {
  it('cuts the template before each article, and the pieces join into the whole rendering', () => {
    const view = buildContractViewModel(createSampleContract('PAID'));
    const pieces = renderTemplatePieces(templates.PAID, view);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(Mustache.render(templates.PAID, view, {}, { escape: escapeHtml, tags: ['{{', '}}'] }));
  });

  for (const type of ['PAID', 'UGC', 'GIFT'] as const) {
    it(`prints a ${type} contract as the whole rendering does after each keystroke, open guillemets included`, () => {
      for (const text of TYPED) {
        const contract = withObject(type, text);
        expect(renderContractHtml(contract, templates[type])).toBe(renderWhole(contract, templates[type]));
      }
    });
  }

  it('prints an article switched off and on again as the whole rendering does', () => {
    const contract = createSampleContract('PAID');
    const enabled = contract.clauses.confidentiality.enabled;
    const toggled: ContractDraft = {
      ...contract,
      clauses: { ...contract.clauses, confidentiality: { ...contract.clauses.confidentiality, enabled: !enabled } },
    };
    for (const state of [contract, toggled, contract]) {
      expect(renderContractHtml(state, templates.PAID)).toBe(renderWhole(state, templates.PAID));
    }
  });

  it('typesets pieces cut inside a text as one text', () => {
    const pieces = ['<p>Objet ', ': « la « ', 'série', ' » »</p>\n', '\n<p>n° ', '4 ; fin</p>'];
    expect(typesetPieces(pieces)).toBe(typesetHtml(pieces.join('')));
    expect(typesetPieces(pieces)).toBe('<p>Objet\u00a0: «\u00a0la “série”\u00a0»</p>\n\n<p>n°\u00a04\u202f; fin</p>');
  });

  it('carries the guillemets a piece leaves open into the next one', () => {
    const pieces = ['<p>« un</p>\n', '<p>« deux »</p>', '<p>trois »</p>'];
    expect(typesetPieces(pieces)).toBe(typesetHtml(pieces.join('')));
    expect(typesetPieces(pieces)).toContain('<p>“deux”</p>');
  });
});
