import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { type LawContext, NO_OTHER_CONTRACTS } from '#shared/law/types.ts';
import { lawRules, verdict } from '#shared/law/verdict.ts';
import type { VerdictCase } from '#shared/law/verdict-case.fixture.ts';
import { missionCases } from '#shared/law/verdict-cases-missions.fixture.ts';
import { partyCases } from '#shared/law/verdict-cases-parties.fixture.ts';
import { rightsCases } from '#shared/law/verdict-cases-rights.fixture.ts';

const context: LawContext = { today: '2026-02-02', isNew: true, advertiser: NO_OTHER_CONTRACTS };

const cases: VerdictCase[] = [...partyCases, ...missionCases, ...rightsCases];

function findingsOf(contract: ContractDraft, rule: string, extra?: Partial<LawContext>) {
  return verdict(contract, { ...context, ...extra }).filter((finding) => finding.ruleId === rule);
}

describe('verdict, rule by rule', () => {
  it.each(cases)('$rule ($type, $severity): holds on a complete contract, fails once broken', (entry) => {
    const contract = createSampleContract(entry.type);
    entry.setup?.(contract);
    const holds = entry.context?.today ? { ...entry.context, today: context.today } : entry.context;
    expect(findingsOf(contract, entry.rule, holds)).toEqual([]);
    entry.breakIt(contract);
    const [finding] = findingsOf(contract, entry.rule, entry.context);
    expect(finding).toMatchObject({ ruleId: entry.rule, severity: entry.severity });
    expect(finding?.paths[0]).toContain(entry.path);
    expect(finding?.message).toMatch(/\.$/);
  });

  it('has a test case for every rule, and every rule names its source', () => {
    const tested = new Set(cases.map((entry) => entry.rule));
    const untested = lawRules.map((rule) => rule.id).filter((id) => !tested.has(id));
    expect(untested).toEqual([]);
    for (const rule of lawRules) expect(rule.source).toMatch(/^(Loi|Code|Règlement|Recommandation|Bonne pratique)/);
  });

  it.each(['PAID', 'UGC', 'GIFT'] as const)('finds nothing in the complete %s sample', (type) => {
    expect(verdict(createSampleContract(type), context)).toEqual([]);
  });
});
