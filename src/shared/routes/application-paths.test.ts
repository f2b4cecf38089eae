import { describe, expect, it } from 'vitest';
import { isApplicationPath } from '#shared/routes/application-paths.ts';

describe('isApplicationPath', () => {
  it.each([
    '/',
    '/login',
    '/contact',
    '/dashboard',
    '/contracts/3f1c2a/suivi',
    '/signer/abc.def',
    '/checkout/sandbox/portal',
  ])('knows %s', (path) => {
    expect(isApplicationPath(path)).toBe(true);
  });

  it('matches as the router does: without case, with a trailing slash, an encoded letter decoded', () => {
    expect(isApplicationPath('/Dashboard/')).toBe(true);
    expect(isApplicationPath('/log%69n')).toBe(true);
    expect(isApplicationPath('/checkout/sandbox/ord_123')).toBe(true);
  });

  it.each([
    '/nulle-part',
    '/conditions/autre',
    '/contracts/3f1c2a',
    '/contracts/3f1c2a/suivi/plus',
    '/signer',
    '/404',
    '/%E0%A4%A',
  ])('does not know %s', (path) => {
    expect(isApplicationPath(path)).toBe(false);
  });
});
