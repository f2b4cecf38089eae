import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '#shared/api/branding.ts';
import { userBrandings } from '#server/db/schema/branding.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { decodePng, PNG_SIGNATURE } from '#testing/png.ts';
import { createVerifiedUser, type TestUser } from '#testing/users.ts';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><rect width="4" height="4"/></svg>';

describe(`/api/branding on ${testEngine()}`, () => {
  let t: TestApp;
  let pro: TestUser;
  let otherPro: TestUser;
  let free: TestUser;

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', payload?: unknown) =>
    t.app.inject({
      method,
      url: '/api/branding',
      headers: authHeaders(user.accessToken),
      ...(payload ? { payload } : {}),
    });
  const logo = (mimeType: string, bytes: Buffer) => ({ logo: { mimeType, data: bytes.toString('base64') } });

  beforeAll(async () => {
    t = await createTestApp();
    pro = await createVerifiedUser(t, { plan: 'pro' });
    otherPro = await createVerifiedUser(t, { plan: 'pro' });
    free = await createVerifiedUser(t);
  });
  afterAll(async () => t?.close());

  it.each(['GET', 'PUT', 'DELETE'] as const)('refuses %s to a free account with 403 PRO_REQUIRED', async (method) => {
    const response = await call(free, method, method === 'PUT' ? { accentColor: '#1d4ed8' } : undefined);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PRO_REQUIRED');
  });

  it('refuses an anonymous request with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/branding' });
    expect(response.statusCode).toBe(401);
  });

  it('starts empty, saves a PNG logo and a colour, and keeps each account’s own', async () => {
    expect((await call(pro, 'GET')).json()).toEqual({ logoDataUrl: null, accentColor: null });
    const saved = await call(pro, 'PUT', { ...logo('image/png', PNG), accentColor: '#1D4ED8' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      logoDataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
      accentColor: '#1d4ed8',
    });
    expect((await call(otherPro, 'GET')).json()).toEqual({ logoDataUrl: null, accentColor: null });
  });

  it('keeps a field left out and clears one sent as null', async () => {
    await call(pro, 'PUT', { ...logo('image/png', PNG), accentColor: '#0f766e' });
    const colourOnly = await call(pro, 'PUT', { accentColor: '#7c2d12' });
    expect(colourOnly.json().logoDataUrl).toMatch(/^data:image\/png;base64,/);
    const noLogo = await call(pro, 'PUT', { logo: null });
    expect(noLogo.json()).toEqual({ logoDataUrl: null, accentColor: '#7c2d12' });
  });

  it('stores an SVG as the PNG drawn from it, with nothing of the SVG left', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script>' +
      '<image href="http://127.0.0.1:9/x.png" width="4" height="4"/>' +
      '<foreignObject width="4" height="4"><iframe xmlns="http://www.w3.org/1999/xhtml" src="x"/></foreignObject>' +
      '<a href="javascript:alert(3)"><rect width="4" height="4" fill="#0f766e"/></a></svg>';
    const saved = await call(pro, 'PUT', logo('image/svg+xml', Buffer.from(hostile)));
    expect(saved.statusCode, saved.body).toBe(200);
    const dataUrl: string = saved.json().logoDataUrl;
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const stored = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
    expect(stored.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    for (const word of ['svg', 'script', 'onload', 'alert', 'foreignObject', 'javascript', 'http']) {
      expect(stored.toString('latin1')).not.toContain(word);
    }
    const image = decodePng(stored);
    expect([image.width, image.height]).toEqual([400, 400]);
    expect(image.pixel(200, 200)).toEqual([0x0f, 0x76, 0x6e, 255]);
    const [row] = await t.database.db.select().from(userBrandings).where(eq(userBrandings.userId, pro.user.id));
    expect(row?.logoMimeType).toBe('image/png');
  });

  it('draws a logo stored as SVG before uploads were rasterised into a PNG when first read, once', async () => {
    await t.database.db
      .insert(userBrandings)
      .values({ userId: otherPro.user.id, logo: Buffer.from(SVG), logoMimeType: 'image/svg+xml' })
      .onConflictDoUpdate({
        target: userBrandings.userId,
        set: { logo: Buffer.from(SVG), logoMimeType: 'image/svg+xml' },
      });
    const read = (await call(otherPro, 'GET')).json();
    expect(read.logoDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db.select().from(userBrandings).where(eq(userBrandings.userId, otherPro.user.id));
    expect(row?.logoMimeType).toBe('image/png');
    expect(`data:image/png;base64,${row?.logo?.toString('base64')}`).toBe(read.logoDataUrl);
    await call(otherPro, 'DELETE');
  });

  it('answers 400 INVALID_LOGO to an SVG that Chromium cannot draw', async () => {
    const broken = await call(pro, 'PUT', logo('image/svg+xml', Buffer.from('<svg><g></svg>')));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('INVALID_LOGO');
    const notSvg = await call(pro, 'PUT', logo('image/svg+xml', Buffer.from('pas une image')));
    expect(notSvg.json().error.code).toBe('INVALID_LOGO');
  });

  it('answers 400 INVALID_LOGO to a PNG whose header is wrong and to an SVG with a DOCTYPE', async () => {
    const fakePng = await call(pro, 'PUT', logo('image/png', Buffer.from('<svg onload=alert(1)>')));
    expect(fakePng.statusCode).toBe(400);
    expect(fakePng.json().error.code).toBe('INVALID_LOGO');
    const doctype = await call(pro, 'PUT', logo('image/svg+xml', Buffer.from(`<!DOCTYPE svg>${SVG}`)));
    expect(doctype.json().error.code).toBe('INVALID_LOGO');
  });

  it('answers 413 LOGO_TOO_LARGE past 200 kB', async () => {
    const response = await call(pro, 'PUT', logo('image/png', Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)])));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('LOGO_TOO_LARGE');
  });

  it.each([
    [{ accentColor: 'red' }, 'accentColor'],
    [{ accentColor: '#12345' }, 'accentColor'],
    [{ logo: { mimeType: 'image/gif', data: 'R0lGODlh' } }, 'logo.mimeType'],
    [{ logo: { mimeType: 'image/png', data: '***' } }, 'logo.data'],
  ])('answers 400 VALIDATION_ERROR to %j', async (payload, path) => {
    const response = await call(pro, 'PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.fields.map((field: { path: string }) => field.path)).toContain(path);
  });

  it('deletes the branding', async () => {
    await call(pro, 'PUT', { accentColor: '#0f766e' });
    expect((await call(pro, 'DELETE')).statusCode).toBe(204);
    expect((await call(pro, 'GET')).json()).toEqual({ logoDataUrl: null, accentColor: null });
  });
});
