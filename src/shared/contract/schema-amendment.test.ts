import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { parseStoredBody } from '#shared/contract/migrate-body.ts';
import { contractReferenceOf, isAmendment } from '#shared/contract/schema-amendment.ts';
import { contractDraftSchema } from '#shared/contract/schema.ts';

const PARENT_ID = '1a2b3c4d-0000-4000-8000-000000000001';

describe('the amendment part of a contract', () => {
  it('defaults to « not an amendment » on a body stored before it existed', () => {
    const { amendment: _, ...stored } = createDefaultContract('PAID', '2026-02-02');
    const body = parseStoredBody(stored);
    expect(body.amendment).toEqual({
      parentId: '',
      parentTitle: '',
      parentReference: '',
      parentSignedOn: '',
      number: 0,
    });
    expect(isAmendment(body)).toBe(false);
  });

  it('accepts an amendment naming its parent', () => {
    const contract = contractDraftSchema.parse({
      ...createDefaultContract('UGC', '2026-02-02'),
      amendment: {
        parentId: PARENT_ID,
        parentTitle: 'Campagne été',
        parentReference: contractReferenceOf(PARENT_ID),
        parentSignedOn: '2026-01-10',
        number: 1,
      },
    });
    expect(isAmendment(contract)).toBe(true);
    expect(contract.amendment.parentReference).toBe('1A2B3C4D');
  });

  it('refuses a parent id that is not a uuid', () => {
    const result = contractDraftSchema.safeParse({
      ...createDefaultContract('UGC', '2026-02-02'),
      amendment: { parentId: 'not-an-id' },
    });
    expect(result.success).toBe(false);
  });
});
