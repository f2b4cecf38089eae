import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tracker } from '#shared/api/tracker.ts';
import type { Contract } from '#shared/contract/schema.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { ownerTracker, signedContract } from '#testing/tracker.ts';
import { createVerifiedUser } from '#testing/users.ts';

describe(`renewing a use by an amendment, on ${testEngine()}`, () => {
  let t: TestApp;
  const clock = new Date('2026-07-20T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: () => clock });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const trackerOf = async (owner: Parameters<typeof ownerTracker>[1], id: string) =>
    (await ownerTracker(t, owner, id)('GET')).json() as Tracker;

  it('makes a draft amendment of the same type with only the renewed use, numbered per contract', async () => {
    const owner = await createVerifiedUser(t);
    const parent = await signedContract(t, owner, { type: 'UGC' });
    const tracker = await trackerOf(owner, parent.contractId);
    const right = tracker.rights[0]!;
    expect(right.endsOn).toBe('2026-08-01');

    const renewed = await ownerTracker(t, owner, parent.contractId)('POST', `/rights/${right.id}/renew`);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const { id } = renewed.json() as { id: string };
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${id}`,
      headers: authHeaders(owner.accessToken),
    });
    const amendment = read.json() as Contract;
    expect(amendment).toMatchObject({
      status: 'draft',
      type: 'UGC',
      title: `Avenant n° 1 — ${parent.contract.title}`,
      amendment: {
        parentId: parent.contractId,
        parentTitle: parent.contract.title,
        parentReference: parent.contractId.slice(0, 8).toUpperCase(),
        parentSignedOn: '2026-02-03',
        number: 1,
      },
    });
    expect(amendment.parties).toEqual(parent.contract.parties);
    expect(amendment.clauses.rightsAssignment.uses).toEqual([
      expect.objectContaining({ kind: 'organic-social', territory: 'France', durationMonths: 6, price: 0 }),
    ]);
    // From the day after the old term, for the same six months (C. civ. 641).
    expect(amendment.clauses.duration).toEqual({ startDate: '2026-08-02', endDate: '2027-02-01' });
    expect(amendment.deliverables.publications).toEqual([]);
    expect(amendment.compensation).toMatchObject({ paymentAmount: 0, products: [] });
    expect(amendment.clauses.lawAndJurisdiction).toEqual(parent.contract.clauses.lawAndJurisdiction);
    expect(amendment.clauses.signatures.method).toBe(parent.contract.clauses.signatures.method);

    const second = await ownerTracker(t, owner, parent.contractId)('POST', `/rights/${tracker.rights[1]!.id}/renew`);
    expect(second.statusCode, second.body).toBe(201);
    const [row] = await t.app.database.db.select().from(contracts).where(eq(contracts.id, second.json().id));
    expect(row?.title).toBe(`Avenant n° 2 — ${parent.contract.title}`);
  });

  it('renews only a use: a payment is a conflict', async () => {
    const owner = await createVerifiedUser(t);
    const parent = await signedContract(t, owner, { type: 'UGC' });
    const payment = (await trackerOf(owner, parent.contractId)).payments[0]!;
    const answer = await ownerTracker(t, owner, parent.contractId)('POST', `/rights/${payment.id}/renew`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('CONFLICT');
  });

  it('is the owner’s alone, for an item of that contract, once it is signed', async () => {
    const owner = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const parent = await signedContract(t, owner, { type: 'UGC' });
    const right = (await trackerOf(owner, parent.contractId)).rights[0]!;

    // Another user's contract.
    const foreign = await ownerTracker(t, stranger, parent.contractId)('POST', `/rights/${right.id}/renew`);
    expect(foreign.statusCode).toBe(404);
    // Another contract's item.
    const other = await signedContract(t, owner, { type: 'UGC' });
    const misplaced = await ownerTracker(t, owner, other.contractId)('POST', `/rights/${right.id}/renew`);
    expect(misplaced.statusCode).toBe(404);
    // A draft has no tracker.
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(owner.accessToken),
      payload: parent.contract,
    });
    const unsigned = await ownerTracker(t, owner, draft.json().id)('POST', `/rights/${right.id}/renew`);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error.code).toBe('CONTRACT_NOT_SIGNED');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: authHeaders(stranger.accessToken),
    });
    // Nothing was made for the stranger.
    expect(list.json().items).toHaveLength(0);
  });

  it('prepares no amendment where a child under sixteen appears: their parents must consent (C. trav. L7124-1)', async () => {
    const owner = await createVerifiedUser(t);
    const parent = await signedContract(t, owner, {
      type: 'UGC',
      edit: (contract) => {
        contract.children.present = true;
      },
    });
    const tracker = await trackerOf(owner, parent.contractId);
    expect(tracker.canRenew).toBe(false);
    const refused = await ownerTracker(t, owner, parent.contractId)('POST', `/rights/${tracker.rights[0]!.id}/renew`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('AMENDMENT_NOT_AVAILABLE');
    const drafts = await t.app.inject({
      method: 'GET',
      url: '/api/contracts',
      headers: authHeaders(owner.accessToken),
    });
    expect(drafts.json().items.filter((item: { status: string }) => item.status === 'draft')).toEqual([]);
  });
});
