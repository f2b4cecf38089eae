import { describe, expect, it } from 'vitest';
import { enabledProClauses, PRO_CLAUSES, type ProClauseId } from '#shared/contract/pro-clauses.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { type ContractDraft, type ContractType, contractDraftSchema } from '#shared/contract/schema.ts';
import { renderContractHtml } from '#shared/template/render.ts';
import { templates } from '#shared/template/template-sources.fixture.ts';

const { PAID: paid, UGC: ugc, GIFT: gift } = templates;

/** Where each clause's article goes: a new article right before or after a neighbour, or in place of one. */
const PLACEMENT: Record<ProClauseId, { title: string; before?: string; after?: string; replaces?: string }> = {
  exclusivity: { title: 'Exclusivité', before: 'Promotions interdites et conformité des Produits' },
  contentApproval: {
    title: 'Validation préalable des Contenus (bon à publier)',
    replaces: 'Validation des Contenus',
    before: 'Obligations de transparence',
  },
  latePenalties: { title: 'Clause pénale', before: 'Résiliation' },
  morality: { title: 'Clause de moralité', replaces: 'Réputation et image de marque', after: 'Confidentialité' },
  forceMajeure: { title: 'Force majeure', replaces: 'Force majeure', after: 'Résiliation' },
  nonDisparagement: { title: 'Non-dénigrement', after: 'Réputation et image de marque' },
  performanceReporting: { title: 'Rapport de performance', before: 'Durée' },
};

function headings(html: string): string[] {
  return [...html.matchAll(/<h2 class="article-title">Article \d+ – ([^<]*)<\/h2>/g)].map(
    (match) => match[1] as string,
  );
}

/** One section per numbered heading keeps the numbering continuous. */
function articleCount(html: string): number {
  return html.match(/<section class="article" id="article-/g)?.length ?? 0;
}

function withClause(type: ContractType, id: ProClauseId): ContractDraft {
  const contract = createSampleContract(type);
  contract.clauses[id].enabled = true;
  contract.clauses.exclusivity.sector = 'cosmétiques';
  return contractDraftSchema.parse(contract);
}

describe.each(['PAID', 'UGC', 'GIFT'] as const)('advanced clauses in the %s template', (type) => {
  const base = renderContractHtml(createSampleContract(type), templates[type]);

  it('prints no advanced article while every clause is off', () => {
    expect(articleCount(base)).toBe(headings(base).length);
    for (const id of ['contentApproval', 'latePenalties', 'morality', 'nonDisparagement'] as const) {
      expect(headings(base)).not.toContain(PLACEMENT[id].title);
    }
  });

  it.each(PRO_CLAUSES.map((clause) => clause.id))('adds the %s article in its place, numbered in sequence', (id) => {
    const html = renderContractHtml(withClause(type, id), templates[type]);
    const titles = headings(html);
    const { title, before, after, replaces } = PLACEMENT[id];
    const at = titles.indexOf(title);
    expect(at).toBeGreaterThan(-1);
    expect(titles.filter((heading) => heading === title)).toHaveLength(1);
    if (before) expect(titles[at + 1]).toBe(before);
    if (after) expect(titles[at - 1]).toBe(after);
    expect(articleCount(html)).toBe(titles.length);
    const expected = replaces ? headings(base).length : headings(base).length + 1;
    expect(titles).toHaveLength(expected);
    if (replaces && replaces !== title) expect(titles).not.toContain(replaces);
  });

  it('states the legal grounds of each article', () => {
    const all = createSampleContract(type);
    for (const clause of PRO_CLAUSES) all.clauses[clause.id].enabled = true;
    const html = renderContractHtml(contractDraftSchema.parse(all), templates[type]);
    expect(html).toContain('article 1218 du Code civil');
    expect(html).toContain('clause pénale au sens de l’article <span class="nobr">1231-5</span> du Code civil');
    expect(html).toContain('Le silence de la Marque ne vaut pas bon à publier');
    expect(html).not.toMatch(/\{\{|\}\}/);
  });
});

describe('advanced clause values', () => {
  it('prints the penalty, its cap and the exclusivity period as a contract states them', () => {
    const contract = createSampleContract('PAID');
    Object.assign(contract.clauses.latePenalties, { enabled: true, dailyAmount: 80, capAmount: 800, graceDays: 0 });
    Object.assign(contract.clauses.exclusivity, { enabled: true, sector: 'soins du visage', monthsAfterTerm: 3 });
    const html = renderContractHtml(contract, paid);
    expect(html).toContain('80,00\u00a0€</span> (quatre-vingts euros) par jour calendaire de retard.');
    expect(html).toContain('plafonné à <span class="amount">800,00\u00a0€</span> (huit cents euros)');
    expect(html).toContain('pendant trois (3) mois à compter de son terme');
    expect(html).toContain('dans le secteur suivant\u00a0: soins du visage.');
    expect(html).toContain('territoire suivant\u00a0: France.');
  });

  it('keeps the scope of an exclusivity saved before the sector existed', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.exclusivity = contractDraftSchema.shape.clauses.shape.exclusivity.parse({
      enabled: true,
      scope: 'Produits capillaires',
    });
    expect(renderContractHtml(contract, ugc)).toContain('dans le secteur suivant\u00a0: Produits capillaires.');
  });

  it('escapes every text of the advanced clauses', () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const contract = createSampleContract('GIFT');
    for (const clause of PRO_CLAUSES) contract.clauses[clause.id].enabled = true;
    contract.clauses.exclusivity.sector = payload;
    contract.clauses.exclusivity.scope = payload;
    contract.clauses.contentApproval.approverContact = payload;
    contract.clauses.ipRights.brandReuse = true;
    contract.clauses.rightsAssignment.uses = [
      {
        kind: 'paid-social',
        description: payload,
        territory: payload,
        durationMonths: 3,
        price: 100,
        exclusive: false,
        creatorAccount: true,
      },
    ];
    contract.clauses.performanceReporting.kpis = payload;
    const html = renderContractHtml(contract, gift);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html.split('&lt;script&gt;').length - 1).toBe(6);
  });
});

describe('advanced clauses schema', () => {
  const parseClauses = (clauses: object) =>
    contractDraftSchema.safeParse({
      ...createSampleContract('PAID'),
      clauses: { ...createSampleContract('PAID').clauses, ...clauses },
    });

  it('accepts a contract that names none of them, with every one off', () => {
    const { clauses: _clauses, ...rest } = createSampleContract('PAID');
    const legacy = { ...rest, clauses: { ...createSampleContract('PAID').clauses } } as Record<string, unknown>;
    const legacyClauses = legacy.clauses as Record<string, unknown>;
    for (const clause of PRO_CLAUSES) delete legacyClauses[clause.id];
    legacyClauses.exclusivity = { enabled: false, scope: '' };
    const parsed = contractDraftSchema.parse(legacy);
    expect(enabledProClauses(parsed)).toEqual([]);
    expect(parsed.clauses.forceMajeure).toEqual({ enabled: false, noticeDays: 5, terminationDays: 30 });
  });

  it.each([
    [{ exclusivity: { enabled: true, monthsAfterTerm: 13 } }, 'clauses.exclusivity.monthsAfterTerm'],
    [{ contentApproval: { enabled: true, responseDays: 0 } }, 'clauses.contentApproval.responseDays'],
    [{ latePenalties: { enabled: true, dailyAmount: 100, capAmount: 50 } }, 'clauses.latePenalties.capAmount'],
    [{ latePenalties: { enabled: true, dailyAmount: 0, capAmount: 50 } }, 'clauses.latePenalties.dailyAmount'],
    [{ forceMajeure: { enabled: true, terminationDays: 14 } }, 'clauses.forceMajeure.terminationDays'],
    [{ nonDisparagement: { enabled: true, monthsAfterTerm: 37 } }, 'clauses.nonDisparagement.monthsAfterTerm'],
    [{ performanceReporting: { enabled: true, kpis: 'x'.repeat(1001) } }, 'clauses.performanceReporting.kpis'],
  ])('refuses %j', (clauses, path) => {
    const result = parseClauses(clauses);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('lists the Pro clauses switched on, in the order of the catalogue', () => {
    const contract = createSampleContract('PAID');
    contract.clauses.forceMajeure.enabled = true;
    contract.clauses.exclusivity.enabled = true;
    expect(enabledProClauses(contract)).toEqual(['exclusivity', 'forceMajeure']);
  });
});
