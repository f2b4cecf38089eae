import { describe, expect, it } from 'vitest';
import { formatSiret } from '#shared/format/siret.ts';

describe('formatSiret', () => {
  it('groups the SIREN by three, then the NIC', () => {
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
  });

  it('leaves anything but 14 digits as it was typed', () => {
    expect(formatSiret('')).toBe('');
    expect(formatSiret('7328293200007')).toBe('7328293200007');
    expect(formatSiret('732 829 320 00074')).toBe('732 829 320 00074');
  });
});
