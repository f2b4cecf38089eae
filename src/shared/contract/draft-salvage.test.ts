import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { formatIssuesOf, salvageDraft } from '#shared/contract/draft-salvage.ts';

const blank = createDefaultContract('PAID', '2026-11-25');

function typed() {
  const draft = structuredClone(blank) as Record<string, any>;
  draft.title = 'Lancement printemps';
  draft.parties.creator.name = 'Maison Lumen';
  draft.parties.influencer.name = 'Léa Moreau';
  draft.deliverables.partnershipObject = 'Trois Reels pour le lancement';
  return draft;
}

describe('salvageDraft', () => {
  it('keeps a valid draft as it is, with nothing set aside', () => {
    const result = salvageDraft(typed(), () => blank);
    expect(result.ok && result.pending).toEqual({});
    expect(result.ok && result.draft.parties.creator.name).toBe('Maison Lumen');
  });

  it('sets wrongly formatted fields aside with their raw input and keeps every other field', () => {
    const draft = typed();
    draft.parties.creator.siret = '123';
    draft.parties.influencer.email = 'pas-un-email';
    draft.compensation.paymentAmount = 'abc';
    const result = salvageDraft(draft, () => blank);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pending).toEqual({
      'parties.creator.siret': '123',
      'parties.influencer.email': 'pas-un-email',
      'compensation.paymentAmount': 'abc',
    });
    expect(result.draft.parties.creator.siret).toBe('');
    expect(result.draft.compensation.paymentAmount).toBe(0);
    expect(result.draft.parties.creator.name).toBe('Maison Lumen');
    expect(result.draft.deliverables.partnershipObject).toBe('Trois Reels pour le lancement');

    const issues = formatIssuesOf(result.draft, result.pending);
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      'compensation.paymentAmount',
      'parties.creator.siret',
      'parties.influencer.email',
    ]);
    expect(issues.find((issue) => issue.path === 'parties.creator.siret')?.message).toBe(
      'Le numéro SIRET doit contenir 14 chiffres.',
    );
  });

  it('sets a whole group aside when its fields only fail together (end before start)', () => {
    const draft = typed();
    draft.clauses.duration = { startDate: '2027-05-01', endDate: '2027-04-01' };
    const result = salvageDraft(draft, () => blank);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pending).toEqual({
      'clauses.duration.startDate': '2027-05-01',
      'clauses.duration.endDate': '2027-04-01',
    });
    expect(result.draft.clauses.duration).toEqual(blank.clauses.duration);
    expect(formatIssuesOf(result.draft, result.pending).map((issue) => issue.path)).toEqual([
      'clauses.duration.endDate',
    ]);
  });

  it('saves an untitled draft under the default title and keeps the blank title to fix', () => {
    const draft = typed();
    draft.title = '';
    const result = salvageDraft(draft, () => blank);
    if (!result.ok) throw new Error('refused');
    expect(result.draft.title).toBe(blank.title);
    expect(formatIssuesOf(result.draft, result.pending)).toEqual([
      { path: 'title', message: 'Le titre est obligatoire.' },
    ]);
  });

  it('refuses a body whose shape no editor input can produce', () => {
    const draft = typed();
    draft.parties = 'Maison Lumen';
    expect(salvageDraft(draft, () => blank).ok).toBe(false);
    expect(salvageDraft(['not', 'a', 'contract'], () => blank).ok).toBe(false);
    const huge = typed();
    huge.parties.creator.siret = 'x'.repeat(20_000);
    expect(salvageDraft(huge, () => blank).ok).toBe(false);
  });

  it('finds no format issue once the raw inputs are fixed', () => {
    const result = salvageDraft(typed(), () => blank);
    if (!result.ok) throw new Error('refused');
    expect(formatIssuesOf(result.draft, { 'parties.creator.siret': '732 829 320 00074' })).toEqual([]);
  });
});
