import { describe, expect, it } from 'vitest';
import { checkEmailAddress } from '#shared/account/email-address.ts';
import { emailSchema } from '#shared/account/rules.ts';

const cases = [
  '',
  '   ',
  'camille@',
  'camille@exemple',
  '@exemple.fr',
  'camille@exemple.fr',
  '  Camille.Dupont@Exemple.FR  ',
  'c+liste@sous.domaine.exemple.fr',
  'camille dupont@exemple.fr',
  'camille@exemple..fr',
  'camille\u0007@exemple.fr',
  'camille@exemple.fr\r\n',
  `${'a'.repeat(250)}@exemple.fr`,
];

describe('checkEmailAddress', () => {
  it.each(cases)('answers %j as emailSchema does', (value) => {
    const parsed = emailSchema.safeParse(value);
    const checked = checkEmailAddress(value);
    if (parsed.success) expect(checked).toEqual({ ok: true, email: parsed.data });
    else expect(checked).toEqual({ ok: false, message: parsed.error.issues[0]?.message });
  });

  it('refuses a value that is not text as missing', () => {
    expect(checkEmailAddress(null)).toEqual({ ok: false, message: "L'adresse e-mail est obligatoire" });
  });
});
