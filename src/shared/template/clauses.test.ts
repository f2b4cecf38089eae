import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { articlesOf, CLAUSES, clausesOfType } from '#shared/template/clause-catalogue.ts';
import { renderContractHtml } from '#shared/template/render.ts';
import { templates, templateSources } from '#shared/template/template-sources.fixture.ts';
import { assertSafeTemplate } from '#shared/template/render.ts';

const render = (contract: ContractDraft) => renderContractHtml(contract, templates[contract.type]);
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('the clause catalogue', () => {
  it('has one partial per clause, each passing the safety assertion, and no orphan partial', () => {
    expect(Object.keys(templateSources.clauses).sort()).toEqual(CLAUSES.map((clause) => clause.id).sort());
    for (const html of Object.values(templateSources.clauses)) expect(() => assertSafeTemplate(html)).not.toThrow();
  });

  it('refuses a partial that could print raw HTML', () => {
    expect(() => assertSafeTemplate('<p>{{{creatorName}}}</p>')).toThrow();
    expect(() => assertSafeTemplate('<p>{{> clause}}</p>')).toThrow();
  });

  it('numbers the included articles in order and cites them as « l’article N (Titre) »', () => {
    const contract = createSampleContract('PAID');
    const articles = articlesOf(contract);
    const html = render(contract);
    const numbers = [...html.matchAll(/Article (\d+) – ([^<]+)<\/h2>/g)].map((m) => [Number(m[1]), m[2]]);
    for (const [n, title] of numbers) {
      const entry = Object.values(articles).find((article) => article.on && article.n === n);
      expect(entry?.title).toBe(title);
    }
    expect(articles.termination.ref).toBe(`l’article ${articles.termination.n} (Résiliation)`);
    expect(text(html)).toContain(`au sens de ${articles.termination.ref}`);
  });

  it('moves the cross-references when an article is added before them', () => {
    const contract = createSampleContract('PAID');
    const before = articlesOf(contract).termination.n;
    contract.declarations.sector = 'food';
    expect(articlesOf(contract).termination.n).toBe(before + 1);
  });

  it('keeps a clause to the types it is written for', () => {
    expect(clausesOfType('GIFT').map((clause) => clause.id)).not.toContain('pay');
    expect(clausesOfType('UGC').map((clause) => clause.id)).not.toContain('audience');
  });
});

describe('the legal points of the text', () => {
  it('grants paid social ads once: whitelisting is an option of that line, not a second grant', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.rightsAssignment.uses[1] = { ...contract.clauses.rightsAssignment.uses[1]!, creatorAccount: true };
    const html = text(render(contract));
    expect(html).toContain('y compris depuis le compte du Créateur');
    expect(html).toContain('n’est pas une cession distincte');
    expect(html.match(/Publicités sponsorisées sur les réseaux sociaux/g)).toHaveLength(1);
  });

  it('states the total consideration: pay, each price of exploitation, exclusivity and products HT', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.exclusivity = { ...contract.clauses.exclusivity, enabled: true, sector: 'cuisine', price: 300 };
    const html = text(render(contract));
    // 2 400 + 2 × 450 + 300
    expect(html).toContain('s’élève à 3 600,00 € (trois mille six cents euros) hors taxes');
  });

  it('prints a jurisdiction clause only when every party is a merchant, in bold and set apart', () => {
    const contract = createSampleContract('PAID');
    contract.parties.creator.isMerchant = false;
    contract.parties.influencer.isMerchant = false;
    expect(render(contract)).not.toContain('Attribution de juridiction');
    expect(text(render(contract))).toContain('juridiction compétente selon les règles légales');
    contract.parties.creator.isMerchant = true;
    contract.parties.influencer.isMerchant = true;
    const html = render(contract);
    expect(html).toMatch(/<div class="conspicuous">\s*<p class="clause"><strong>Les Parties, qui ont toutes contracté/);
  });

  it('names a real legal system when French law does not govern, and never « droit américain »', () => {
    const contract = createSampleContract('PAID');
    contract.declarations.targetsFrenchAudience = false;
    contract.clauses.lawAndJurisdiction = {
      ...contract.clauses.lawAndJurisdiction,
      law: 'OTHER',
      otherLegalSystem: 'droit de l’État de New York',
    };
    expect(text(render(contract))).toContain('régi par le droit de l’État de New York');
    contract.clauses.lawAndJurisdiction.otherLegalSystem = '';
    expect(text(render(contract))).toContain('régi par le droit [à compléter]');
  });

  it('organises mediation and the consumer mediator for a non-professional creator', () => {
    const contract = createSampleContract('GIFT');
    expect(text(render(contract))).toContain('article 750-1 du Code de procédure civile');
    contract.parties.influencer.actsAsProfessional = false;
    contract.clauses.lawAndJurisdiction.consumerMediator = 'CM2C';
    const html = text(render(contract));
    expect(html).toContain('médiateur de la consommation dont relève la Marque : CM2C');
    expect(html).toContain('agissant à titre non professionnel');
  });

  it('asks the URSSAF vigilance attestation from 5,000 € HT of consideration', () => {
    const contract = createSampleContract('PAID');
    contract.compensation.paymentAmount = 4999.99;
    expect(text(render(contract))).not.toContain('attestation de vigilance');
    contract.compensation.paymentAmount = 5000;
    expect(text(render(contract))).toContain('attestation de vigilance');
  });

  it('records what rebuts the mannequin presumption, or that it applies', () => {
    const contract = createSampleContract('UGC');
    expect(text(render(contract))).toContain('cette présomption ne s’applique pas au Contrat');
    contract.workerStatus.regime = 'presumption-applies';
    expect(text(render(contract))).toContain('la présomption de contrat de travail de mannequin');
  });

  it('has the natural persons of a company creator intervene, grant their image and sign', () => {
    const contract = createSampleContract('UGC');
    contract.parties.influencer.isPhysicalPerson = false;
    contract.parties.intervenors = [
      {
        name: 'Nour Benali',
        email: 'nour@example.fr',
        address: 'Lyon',
        role: 'author-performer',
        appearsOnCamera: true,
      },
    ];
    const html = render(contract);
    expect(text(html)).toContain('EN PRÉSENCE DE');
    expect(text(html)).toContain('chaque Intervenant qui apparaît dans les Contenus autorise personnellement');
    expect(text(html)).toContain('garantit la Marque de la chaîne des droits');
    expect(html).toContain('<p class="signature-heading">L’Intervenant</p>');
  });

  it('has both parents consent to the child’s image and sign, and pays the child in money', () => {
    const contract = createSampleContract('GIFT');
    contract.children = {
      ...contract.children,
      present: true,
      list: [{ name: 'Léo Petit', birthDate: '2019-04-12' }],
      parents: [
        { name: 'Julie Petit', email: 'julie@example.fr', address: 'Lyon' },
        { name: 'Marc Petit', email: 'marc@example.fr', address: 'Lyon' },
      ],
      depositShare: { childPay: 200, depositPercent: 90 },
    };
    const html = render(contract);
    expect(text(html)).toContain('les deux parents, qui protègent en commun le droit à l’image de leur enfant');
    expect(text(html)).toContain('Une remise de produits ne peut tenir lieu de cette rémunération');
    expect(html.match(/Représentant légal de l’enfant/g)).toHaveLength(2);
  });

  it('records place and date at signature instead of typing them for both parties', () => {
    const html = text(render(createSampleContract('PAID')));
    expect(html).toContain('que le procédé de signature enregistre');
    expect(html).not.toMatch(/Fait à Paris/);
    expect(html).toContain('Convention de preuve');
  });
});
