import { describe, expect, it } from 'vitest';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { articlesOf } from '#shared/template/clause-catalogue.ts';
import { renderContractHtml } from '#shared/template/render.ts';
import { contractText } from '#shared/template/scenarios/contract-text.ts';
import { SCENARIOS } from '#shared/template/scenarios/scenarios.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';

const amendment = (): ContractDraft => {
  const build = SCENARIOS['paid-amendment-renewal'];
  if (!build) throw new Error('scenario missing');
  return build();
};
/** The reading text, its no-break spaces (French typography) read as plain spaces. */
const textOf = (contract: ContractDraft) =>
  contractText(renderContractHtml(contract, templates[contract.type])).replace(/[\u00a0\u202f]/g, ' ');

describe('the text of an amendment', () => {
  it('prints its five articles and none of an ordinary contract', () => {
    const text = textOf(amendment());
    const titles = [...text.matchAll(/^Article (\d+) – (.+)$/gm)].map((match) => match[2]);
    expect(titles).toEqual([
      'Objet de l’avenant',
      'Renouvellement de la cession',
      'Prix',
      'Autres stipulations',
      'Entrée en vigueur',
    ]);
    expect(text).not.toMatch(/Préambule\nLa Marque conçoit/);
    expect(text).toContain('AVENANT N° 1 AU CONTRAT « Lancement de la sauteuse en cuivre »');
    expect(text).toContain('référencé 3F9C2A71, signé le 26 novembre 2026');
  });

  it('leaves the price to complete until it is set', () => {
    const contract = amendment();
    const [use] = contract.clauses.rightsAssignment.uses;
    if (use) use.price = 0;
    expect(textOf(contract)).toContain('prix forfaitaire de [à compléter] ([à compléter]) hors taxes');
  });

  it('counts the renewed term from its start date, for its months', () => {
    const contract = amendment();
    contract.clauses.duration.startDate = '2027-03-01';
    const [use] = contract.clauses.rightsAssignment.uses;
    if (use) use.durationMonths = 12;
    expect(textOf(contract)).toContain('douze (12) mois, du 1er mars 2027 au 29 février 2028 inclus');
  });

  it('has the paper originals and the consumer’s interest when those apply', () => {
    const contract = amendment();
    contract.clauses.signatures.method = 'handwritten';
    contract.parties.influencer.actsAsProfessional = false;
    const text = textOf(contract);
    expect(text).toContain('Fait en deux (2) exemplaires originaux');
    expect(text).not.toContain('procédé fiable d’identification');
    expect(text).toContain('intérêt légal majoré de cinq points');
    expect(text).not.toContain('quarante euros (40 €)');
  });

  it('numbers an ordinary contract as before: no amendment article is on', () => {
    const ordinary = { ...amendment(), amendment: { ...amendment().amendment, parentId: '' } };
    const articles = articlesOf(ordinary);
    expect(articles.amendmentObject.on).toBe(false);
    expect(articles.object.n).toBe(1);
  });
});
