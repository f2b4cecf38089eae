import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { renderContractHtml } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';

const COMMON_HEADINGS = [
  'Objet',
  'Définitions',
  'Documents contractuels',
  'Validation des Contenus',
  'Obligations de transparence',
  'Durée',
  'Propriété intellectuelle',
  'Enfants de moins de seize ans',
  'Promotions interdites et conformité des Produits',
  'Responsabilité',
  'Statut du Créateur',
  'Résiliation',
  'Force majeure',
  'Données personnelles',
  'Réputation et image de marque',
  'Dispositions générales',
  'Loi applicable et règlement des différends',
  'Convention de preuve',
];
const TYPE_HEADINGS: Record<ContractType, string[]> = {
  PAID: ['Missions du Créateur', 'Rémunération', 'Sincérité de l’audience'],
  UGC: ['Création et livraison des Contenus', 'Rémunération', 'Cession des droits d’auteur', 'Droit à l’image'],
  GIFT: ['Missions du Créateur', 'Produits remis au Créateur', 'Sincérité de l’audience'],
};

/** The titles of the articles, in order, without their « Article N – » prefix. */
function headings(html: string): string[] {
  return [...html.matchAll(/<h2 class="article-title">Article \d+ – ([^<]*)<\/h2>/g)].map(
    (match) => match[1] as string,
  );
}

function render(contract: ContractDraft): string {
  return renderContractHtml(contract, templates[contract.type]);
}

describe.each(['PAID', 'UGC', 'GIFT'] as const)('the %s template', (type) => {
  const defaultHtml = render(createDefaultContract(type, '2026-02-02'));

  it('renders its default contract with no mustache tag left', () => {
    expect(defaultHtml).not.toMatch(/\{\{|\}\}/);
  });

  it('is a body fragment, without html, head or body elements', () => {
    expect(templates[type]).not.toMatch(/<(html|head|body|!doctype)[\s>]/i);
  });

  it('contains every mandatory article', () => {
    expect(headings(defaultHtml)).toEqual(expect.arrayContaining([...COMMON_HEADINGS, ...TYPE_HEADINGS[type]]));
  });

  it('numbers its articles 1, 2, 3… in order, one heading per article', () => {
    const sections = defaultHtml.match(/<section class="article" id="article-/g) ?? [];
    const numbers = [...defaultHtml.matchAll(/<h2 class="article-title">Article (\d+) – /g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(sections.map((_, index) => index + 1));
    expect(new Set(headings(defaultHtml)).size).toBe(sections.length);
  });

  it('shows the missing values of a default contract as placeholders', () => {
    expect(defaultHtml).toContain('[à compléter]');
  });

  it('leaves no placeholder in a fully completed contract', () => {
    expect(render(createSampleContract(type))).not.toContain('[à compléter]');
  });

  it('ends with the signature block for both parties', () => {
    const html = render(createSampleContract(type));
    expect(html).toMatch(
      /<section class="signatures" data-link="signatures">[\s\S]*Pour la Marque[\s\S]*Pour le Créateur[\s\S]*<\/section>\s*<\/article>\s*$/,
    );
    expect(html).toContain('«\u00a0Lu et approuvé\u00a0»');
  });

  it.each([
    [
      'Confidentialité',
      (c: ContractDraft) => {
        c.clauses.confidentiality.enabled = true;
      },
    ],
    [
      'Exclusivité',
      (c: ContractDraft) => {
        c.clauses.exclusivity.enabled = true;
      },
    ],
    [
      'Créateur établi hors de l’Espace économique européen',
      (c: ContractDraft) => {
        c.parties.influencer.outsideEea.enabled = true;
      },
    ],
  ])('includes the « %s » article only when it is switched on', (heading, switchOn) => {
    const contract = createSampleContract(type);
    contract.clauses.confidentiality.enabled = false;
    expect(headings(render(contract))).not.toContain(heading);
    switchOn(contract);
    expect(headings(render(contract))).toContain(heading);
  });

  it('handles a child under 16 only when one appears', () => {
    const contract = createSampleContract(type);
    expect(render(contract)).toContain('aucun enfant de moins de seize ans n’apparaît');
    contract.children.present = true;
    contract.children.authorisationReference = 'Autorisation préfectorale n° 2026-15';
    const html = render(contract);
    expect(html).toContain('Caisse des dépôts et consignations');
    expect(html).toContain('Autorisation préfectorale n°\u00a02026-15');
  });

  it('requires the « Images retouchées » and « Images virtuelles » mentions when they apply', () => {
    const contract = createSampleContract(type);
    contract.disclosure = { mention: 'publicite', retouchedImages: true, virtualImages: true };
    const html = render(contract);
    expect(html).toContain('«\u00a0Publicité\u00a0»');
    expect(html).toContain('comporteront des images dont l’apparence du visage');
    expect(html).toContain('comporteront des images produites par un procédé d’intelligence artificielle');
  });

  it('names the agent when there is one', () => {
    const contract = createSampleContract(type);
    expect(render(contract)).not.toContain('agent d’influenceur au sens de l’article 7');
    contract.parties.agent = {
      name: 'Agence Étoile',
      address: '1 place Bellecour, 69002 Lyon',
      email: 'contact@etoile.example',
    };
    expect(render(contract)).toContain('par Agence Étoile, agent d’influenceur au sens de l’article 7');
  });

  it('switches between electronic signature and paper originals', () => {
    const contract = createSampleContract(type);
    expect(render(contract)).toContain('articles 1366 et 1367 du Code civil');
    contract.clauses.signatures.method = 'handwritten';
    const html = render(contract);
    expect(html).toContain('contract--handwritten');
    expect(html).toContain('Fait en deux (2) exemplaires originaux');
    expect(html).not.toContain('articles 1366 et 1367 du Code civil');
  });

  it('states French law when the promotion targets France', () => {
    expect(render(createSampleContract(type))).toContain('le Contrat est soumis au droit français');
  });
});

describe('rights and products by type', () => {
  it('adds the assignment and image articles to a paid partnership only when the brand reuses content', () => {
    const contract = createSampleContract('PAID');
    expect(headings(render(contract))).not.toContain('Cession des droits d’auteur');
    contract.clauses.ipRights.brandReuse = true;
    contract.clauses.imageRights.creatorAppears = true;
    expect(headings(render(contract))).toEqual(
      expect.arrayContaining(['Cession des droits d’auteur', 'Droit à l’image']),
    );
  });

  it('names each assigned right separately and leaves out the unassigned ones', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.rightsAssignment.adaptation = false;
    const html = render(contract);
    expect(html).toContain('<strong>le droit de reproduction</strong>');
    expect(html).toContain('<strong>le droit de représentation</strong>');
    expect(html).not.toContain('<strong>le droit d’adaptation</strong>');
  });

  it('prices each mode of exploitation and authorises the image within the same limits', () => {
    const contract = createSampleContract('UGC');
    let html = render(contract);
    expect(html).toContain('<td class="amount">450,00\u00a0€</td>');
    expect(html).toContain('Le prix total de la cession s’élève à <span class="amount">900,00\u00a0€</span>');
    expect(html).toContain('le Créateur autorise la Marque, dès la captation des Contenus');
    expect(html).toContain('sur les mêmes supports, pour le même territoire et pour la même durée');
    contract.clauses.imageRights.creatorAppears = false;
    html = render(contract);
    expect(headings(html)).not.toContain('Droit à l’image');
  });

  it('lists gifted products, their total value and whether they must be returned', () => {
    const contract = createSampleContract('GIFT');
    let html = render(contract);
    expect(html).toContain('<td>Sauteuse en cuivre 24 cm</td>');
    expect(html).toContain('449,08\u00a0€');
    expect(html).toContain('Ces produits restent acquis au Créateur.');
    expect(html).toContain('n’oblige pas le Créateur à exprimer une opinion favorable');
    contract.compensation.productReturn = {
      required: true,
      conditions: 'Retour sous 30 jours, aux frais de la Marque.',
    };
    html = render(contract);
    expect(html).toContain('restitués à la Marque dans les conditions suivantes\u00a0: retour sous 30 jours');
  });

  it('states the amount before tax, the payment deadline and the late-payment penalties of a paid partnership', () => {
    const html = render(createSampleContract('PAID'));
    expect(html).toContain('1\u202f500,00\u00a0€</span> (mille cinq cents euros) hors taxes');
    expect(html).toContain('trente (30) jours à compter de sa date d’émission');
    expect(html).toContain('quarante euros (40\u00a0€)');
  });
});
