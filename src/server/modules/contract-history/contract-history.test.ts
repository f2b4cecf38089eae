import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

describe(`contract history API on ${testEngine()}`, () => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let free: TestUser;
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user ? authHeaders(user.accessToken) : {},
      ...(payload ? { payload } : {}),
    });

  /** A contract saved three times: versions 1 (sample), 2 and 3 (titles changed, then the amount). */
  const contractWithThreeVersions = async (user: TestUser) => {
    const created = (await call(user, 'POST', '/api/contracts', createSampleContract('PAID'))).json();
    const second = { ...createSampleContract('PAID'), title: 'Deuxième version', version: 1 };
    expect((await call(user, 'PUT', `/api/contracts/${created.id}`, second)).statusCode).toBe(200);
    const third = { ...second, compensation: { ...second.compensation, paymentAmount: 1800 }, version: 2 };
    expect((await call(user, 'PUT', `/api/contracts/${created.id}`, third)).statusCode).toBe(200);
    return created.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    pro = await createVerifiedUser(t, { plan: 'pro', firstName: 'Inès', lastName: 'Morel' });
    otherPro = await createVerifiedUser(t, { plan: 'pro' });
    free = await createVerifiedUser(t);
  });
  afterAll(async () => t.close());

  it('lists every saved version, the first one included, newest first, with who saved it and when', async () => {
    const id = await contractWithThreeVersions(pro);
    const response = await call(pro, 'GET', `/api/contracts/${id}/versions`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.currentVersion).toBe(3);
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(list.versions[2]).toMatchObject({
      title: createSampleContract('PAID').title,
      savedBy: { firstName: 'Inès', lastName: 'Morel' },
      restoredFrom: null,
    });
    expect(Date.parse(list.versions[0].savedAt)).toBeGreaterThanOrEqual(Date.parse(list.versions[2].savedAt));
  });

  it('answers one version as it was saved', async () => {
    const id = await contractWithThreeVersions(pro);
    const second = (await call(pro, 'GET', `/api/contracts/${id}/versions/2`)).json();
    expect(second).toMatchObject({ version: 2, title: 'Deuxième version' });
    expect(second.contract).toMatchObject({ title: 'Deuxième version', type: 'PAID' });
    expect(second.contract.compensation.paymentAmount).toBe(1500);
    const third = (await call(pro, 'GET', `/api/contracts/${id}/versions/3`)).json();
    expect(third.contract.compensation.paymentAmount).toBe(1800);
  });

  it('restores a version as a new one, which the contract and the history then show', async () => {
    const id = await contractWithThreeVersions(pro);
    const response = await call(pro, 'POST', `/api/contracts/${id}/versions/1/restore`, { version: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, version: 4, title: createSampleContract('PAID').title });
    const current = (await call(pro, 'GET', `/api/contracts/${id}`)).json();
    expect(current).toMatchObject({ version: 4, title: createSampleContract('PAID').title });
    expect(current.compensation.paymentAmount).toBe(1500);
    const list = (await call(pro, 'GET', `/api/contracts/${id}/versions`)).json();
    expect(list.versions[0]).toMatchObject({ version: 4, restoredFrom: 1 });
    expect(list.versions).toHaveLength(4);
  });

  it('refuses a restore based on a stale version with 409 and changes nothing', async () => {
    const id = await contractWithThreeVersions(pro);
    const response = await call(pro, 'POST', `/api/contracts/${id}/versions/1/restore`, { version: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('STALE_VERSION');
    expect((await call(pro, 'GET', `/api/contracts/${id}`)).json()).toMatchObject({ version: 3 });
    expect((await call(pro, 'GET', `/api/contracts/${id}/versions`)).json().versions).toHaveLength(3);
  });

  it('refuses to restore a signed or sent contract with 409 CONTRACT_LOCKED, still lets it be read', async () => {
    for (const status of ['signed', 'sent']) {
      const id = await contractWithThreeVersions(pro);
      await t.database.db.execute(sql`update contracts set status = ${status} where id = ${id}`);
      const response = await call(pro, 'POST', `/api/contracts/${id}/versions/1/restore`, { version: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('CONTRACT_LOCKED');
      expect((await call(pro, 'GET', `/api/contracts/${id}`)).json()).toMatchObject({ version: 3, status });
      expect((await call(pro, 'GET', `/api/contracts/${id}/versions/1`)).statusCode).toBe(200);
    }
  });

  it('turns an exported contract back into a draft when a version is restored', async () => {
    const id = await contractWithThreeVersions(pro);
    await t.database.db.execute(sql`update contracts set status = 'exported' where id = ${id}`);
    const response = await call(pro, 'POST', `/api/contracts/${id}/versions/2/restore`, { version: 3 });
    expect(response.json()).toMatchObject({ status: 'draft', version: 4, title: 'Deuxième version' });
  });

  it('answers 404 for another user’s contract on every route, and touches nothing', async () => {
    const id = await contractWithThreeVersions(pro);
    const attempts = await Promise.all([
      call(otherPro, 'GET', `/api/contracts/${id}/versions`),
      call(otherPro, 'GET', `/api/contracts/${id}/versions/1`),
      call(otherPro, 'POST', `/api/contracts/${id}/versions/1/restore`, { version: 3 }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await call(pro, 'GET', `/api/contracts/${id}`)).json().version).toBe(3);
  });

  it('answers 404 for a version that does not exist or a path that names none', async () => {
    const id = await contractWithThreeVersions(pro);
    for (const url of [
      `/api/contracts/${id}/versions/9`,
      `/api/contracts/${id}/versions/0`,
      `/api/contracts/${id}/versions/deux`,
      `/api/contracts/${id}/versions/1.5`,
      '/api/contracts/pas-un-uuid/versions',
    ]) {
      const response = await call(pro, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const restore = await call(pro, 'POST', `/api/contracts/${id}/versions/9/restore`, { version: 3 });
    expect(restore.statusCode).toBe(404);
  });

  it('refuses a restore without the base version, or with a bad one, with 400', async () => {
    const id = await contractWithThreeVersions(pro);
    for (const payload of [{}, { version: 'trois' }, { version: 0 }]) {
      const response = await call(pro, 'POST', `/api/contracts/${id}/versions/1/restore`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.fields[0].path).toBe('version');
    }
    expect((await call(pro, 'GET', `/api/contracts/${id}`)).json().version).toBe(3);
  });

  it('is a Pro feature: 403 PRO_REQUIRED for a free account, 401 without a session', async () => {
    const id = await contractWithThreeVersions(free);
    const attempts = await Promise.all([
      call(free, 'GET', `/api/contracts/${id}/versions`),
      call(free, 'GET', `/api/contracts/${id}/versions/1`),
      call(free, 'POST', `/api/contracts/${id}/versions/1/restore`, { version: 3 }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('PRO_REQUIRED');
    }
    expect((await call(free, 'GET', `/api/contracts/${id}`)).json().version).toBe(3);
    expect((await call(null, 'GET', `/api/contracts/${id}/versions`)).statusCode).toBe(401);
  });

  it('keeps recording versions for a free account, so that they appear once it goes Pro', async () => {
    const user = await createVerifiedUser(t);
    const id = await contractWithThreeVersions(user);
    await t.database.db.execute(sql`update users set plan = 'pro' where id = ${user.user.id}`);
    // Written behind the app's back, as another instance would: this one forgets what it knew.
    forgetSessionUser(user.user.id);
    const list = (await call(user, 'GET', `/api/contracts/${id}/versions`)).json();
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });
});
