import { describe, expect, it } from 'vitest';
import { quotedTitle } from '#server/mail/quoted-title.ts';

describe('a title inside guillemets', () => {
  it('nests English quotes instead of a second pair of guillemets', () => {
    expect(quotedTitle('Lancement bougies « Nuit d’hiver »')).toBe('Lancement bougies “Nuit d’hiver”');
    expect(quotedTitle('Partenariat simple')).toBe('Partenariat simple');
  });
});
