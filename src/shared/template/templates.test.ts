import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { renderContractHtml } from '#shared/template/render.ts';
import gift from '../../../templates/gift.html?raw';
import paid from '../../../templates/paid.html?raw';
import ugc from '../../../templates/ugc.html?raw';

const templates: Record<ContractType, string> = { PAID: paid, UGC: ugc, GIFT: gift };

const COMMON_HEADINGS = [
  'Objet',
  'Définitions',
  'Missions du Créateur',
  'Validation des contenus',
  'Obligations de transparence',
  'Propriété intellectuelle',
  'Promotions interdites et conformité des produits',
  'Mineurs de moins de seize ans',
  'Responsabilité',
  'Durée',
  'Résiliation',
  'Force majeure',
  'Données personnelles',
  'Réputation et image de marque',
  'Indépendance des parties',
  'Dispositions générales',
  'Loi applicable et juridiction',
  'Signature',
];
const TYPE_HEADINGS: Record<ContractType, string[]> = {
  PAID: ['Rémunération'],
  UGC: ['Rémunération', 'Cession des droits d’auteur', 'Droit à l’image'],
  GIFT: ['Produits remis au Créateur'],
};

function headings(html: string): string[] {
  return [...html.matchAll(/<h2 class="article-title">([^<]*)<\/h2>/g)].map((match) => match[1] as string);
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

  it('gives each article exactly one numbered heading, so numbering stays continuous', () => {
    const sections = defaultHtml.match(/<section class="article">/g) ?? [];
    expect(headings(defaultHtml)).toHaveLength(sections.length);
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
      /<section class="signatures">[\s\S]*Pour la Marque[\s\S]*Pour le Créateur[\s\S]*<\/section>\s*<\/article>\s*$/,
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
    expect(html).toContain('Autorisation préfectorale n° 2026-15');
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
    expect(html).toContain('deux (2) exemplaires originaux');
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

  it('states the price of the assignment and the image-rights authorisation when the creator appears', () => {
    const contract = createSampleContract('UGC');
    let html = render(contract);
    expect(html).toContain(
      'Le prix de la cession est fixé forfaitairement à <span class="amount">900,00\u00a0€</span>',
    );
    expect(html).toContain('le Créateur autorise la Marque, dès la captation des Contenus');
    contract.clauses.imageRights.creatorAppears = false;
    html = render(contract);
    expect(html).not.toContain('dès la captation des Contenus');
    expect(html).toContain('le Créateur n’apparaît pas dans les Contenus');
  });

  it('lists gifted products, their total value and whether they must be returned', () => {
    const contract = createSampleContract('GIFT');
    let html = render(contract);
    expect(html).toContain('<td>Sauteuse en cuivre 24 cm</td>');
    expect(html).toContain('538,90\u00a0€');
    expect(html).toContain('n’est tenu à aucune restitution');
    expect(html).toContain('n’oblige pas le Créateur à exprimer une opinion favorable');
    contract.compensation.productReturn = {
      required: true,
      conditions: 'Retour sous 30 jours, aux frais de la Marque.',
    };
    html = render(contract);
    expect(html).toContain('restitués à la Marque dans les conditions suivantes\u00a0: Retour sous 30 jours');
  });

  it('states the amount before tax, the payment deadline and the late-payment penalties of a paid partnership', () => {
    const html = render(createSampleContract('PAID'));
    expect(html).toContain('1\u202f500,00\u00a0€</span> (mille cinq cents euros) hors taxes');
    expect(html).toContain('trente (30) jours à compter de sa date d’émission');
    expect(html).toContain('quarante euros (40\u00a0€)');
  });
});
