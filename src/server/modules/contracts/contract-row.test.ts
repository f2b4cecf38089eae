import { describe, expect, it } from 'vitest';
import type { ContractType } from '#shared/contract/schema.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import {
  type ContractMetadata,
  draftToColumns,
  rowToContract,
  savedContractAnswer,
} from '#server/modules/contracts/contract-row.ts';
import { readDraftInput } from '#server/modules/contracts/draft-input.ts';

function metadataOf(type: ContractType, status: ContractMetadata['status']): ContractMetadata {
  return {
    id: '3f1c2a4e-8d7b-4c1a-9e2f-5a6b7c8d9e0f',
    ownerId: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    title: 'Lancement printemps',
    type,
    status,
    template: 'ignored: the answer names the template of its type',
    pendingInputs: {},
    version: 7,
    archivedAt: null,
    createdAt: new Date('2026-11-20T09:30:00.000Z'),
    updatedAt: new Date('2026-11-28T05:12:45.123Z'),
  };
}

/** A draft as a save receives it (JSON), then as the save validates it. */
function savedDraft(raw: object) {
  return readDraftInput(JSON.parse(JSON.stringify(raw)));
}

describe('savedContractAnswer', () => {
  it.each(['PAID', 'UGC', 'GIFT'] as const)(
    'answers a saved %s contract as reading its row back would, field for field',
    (type) => {
      const { draft, pending } = savedDraft(createSampleContract(type));
      const row = { ...metadataOf(type, 'draft'), title: draft.title };
      const readBack = rowToContract({ ...row, body: draftToColumns(draft).body, pendingInputs: pending });
      expect(savedContractAnswer(draft, pending, row)).toStrictEqual(readBack);
    },
  );

  it('keeps the fields set aside and the row’s status, dates and archiving as the row has them', () => {
    const raw = createSampleContract('PAID');
    const { draft, pending } = savedDraft({
      ...raw,
      parties: { ...raw.parties, creator: { ...raw.parties.creator, siret: '123' } },
      compensation: { ...raw.compensation, paymentAmount: 'abc' },
    });
    expect(pending).toEqual({ 'parties.creator.siret': '123', 'compensation.paymentAmount': 'abc' });
    const row = {
      ...metadataOf('PAID', 'exported'),
      title: draft.title,
      archivedAt: new Date('2026-11-27T18:00:00.000Z'),
    };
    const answer = savedContractAnswer(draft, pending, row);
    expect(answer).toStrictEqual(rowToContract({ ...row, body: draftToColumns(draft).body, pendingInputs: pending }));
    expect(answer).toMatchObject({
      status: 'exported',
      template: 'paid',
      version: 7,
      updatedAt: '2026-11-28T05:12:45.123Z',
      archivedAt: '2026-11-27T18:00:00.000Z',
      pendingInputs: { 'parties.creator.siret': '123' },
    });
  });
});
