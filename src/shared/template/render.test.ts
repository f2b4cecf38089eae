import Mustache from 'mustache';
import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { renderContractDocument, renderContractHtml } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';

const { PAID: paid, UGC: ugc, GIFT: gift } = templates;

const PAYLOAD = '<script>alert(1)</script> "><img src=x onerror=alert(1)> {{creatorName}} Émilie Ça 🎉';
/** Keys whose value must stay a valid code or date for the view model to read it. */
const CODED_KEYS = new Set([
  'type',
  'currency',
  'law',
  'mention',
  'vatTreatment',
  'method',
  'kind',
  'startDate',
  'endDate',
  'dateSigned',
  'date',
  'siret',
  'role',
  'sector',
  'regime',
  'basis',
  'valueBasis',
  'birthDate',
  'authorisationDate',
  'briefDate',
  'calendarDate',
  'productDeliveryDate',
]);

function poison(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return CODED_KEYS.has(key) ? value : PAYLOAD;
  if (Array.isArray(value)) return value.map((item) => poison(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]));
  }
  return value;
}

function poisonedContract(type: ContractDraft['type']): ContractDraft {
  const contract = poison(createSampleContract(type)) as ContractDraft;
  // Switch every optional clause on, so that every placeholder is printed.
  contract.clauses.confidentiality.enabled = true;
  contract.clauses.exclusivity.enabled = true;
  contract.clauses.ipRights.brandReuse = true;
  contract.clauses.imageRights.creatorAppears = true;
  contract.clauses.rightsAssignment.uses = [
    {
      kind: 'other',
      description: PAYLOAD,
      territory: PAYLOAD,
      durationMonths: 3,
      price: 0,
      exclusive: false,
      creatorAccount: false,
    },
  ];
  contract.parties.influencer.outsideEea.enabled = true;
  contract.parties.influencer.isPhysicalPerson = false;
  contract.children.present = true;
  contract.compensation.products = [{ name: PAYLOAD, retailValue: 10, quantity: 1, valueBasis: 'TTC', vatRate: 20 }];
  contract.compensation.productReturn.required = true;
  return contract;
}

describe.each([
  ['PAID', paid],
  ['UGC', ugc],
  ['GIFT', gift],
] as const)('renderContractHtml with the %s template', (type, template) => {
  const html = renderContractHtml(poisonedContract(type), template);

  it('prints every user value as escaped text', () => {
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('"><img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not expand mustache tags typed by a user', () => {
    const printedPayloads = html.split('Émilie Ça 🎉').length - 1;
    expect(printedPayloads).toBeGreaterThan(20);
    expect(html.split('{{creatorName}} Émilie Ça 🎉').length - 1).toBe(printedPayloads);
  });

  it('keeps accents and emoji intact', () => {
    expect(html).toContain('Émilie Ça 🎉');
    expect(html).not.toMatch(/&#\d+;🎉|Ã/);
  });
});

describe('renderContractHtml', () => {
  it('refuses a template that would print a value unescaped', () => {
    const contract = createSampleContract('PAID');
    expect(() => renderContractHtml(contract, '<p>{{{creatorName}}}</p>')).toThrow();
    expect(() => renderContractHtml(contract, '<p>{{& creatorName}}</p>')).toThrow();
    expect(() => renderContractHtml(contract, '<p>{{> header}}</p>')).toThrow();
    expect(() => renderContractHtml(contract, '{{=<% %>=}}<p><%creatorName%></p>')).toThrow();
  });

  it('escapes even when the global Mustache escape has been replaced', () => {
    const contract = createSampleContract('PAID');
    contract.parties.creator.name = '<b>Marque</b>';
    const original = Mustache.escape;
    Mustache.escape = (text: string) => text;
    try {
      expect(renderContractHtml(contract, '<p>{{creatorName}}</p>')).toBe('<p>&lt;b&gt;Marque&lt;/b&gt;</p>');
    } finally {
      Mustache.escape = original;
    }
  });
});

describe('renderContractDocument', () => {
  const contract = createSampleContract('PAID');
  contract.title = 'Contrat </title><script>alert(1)</script>';
  const document = renderContractDocument(contract, paid);

  it('is a standalone French HTML document', () => {
    expect(document.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
    expect(document).toContain('<meta charset="utf-8">');
    expect(document).toContain('<body><article class="contract contract--paid">');
    expect(document.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('forbids scripts and network requests through its Content-Security-Policy', () => {
    expect(document).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">`,
    );
    expect(document).not.toContain('<script');
  });

  it('carries the A4 print stylesheet inline', () => {
    expect(document).toMatch(/<style>[\s\S]*@page \{\s*size: A4;/);
    expect(document).toContain('break-inside: avoid');
  });

  it('escapes the document title', () => {
    expect(document).toContain('<title>Contrat &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it('appends extra styles such as embedded fonts', () => {
    const withFonts = renderContractDocument(contract, paid, { extraStyles: '@font-face { font-family: X; }' });
    expect(withFonts).toContain('@font-face { font-family: X; }');
  });
});
