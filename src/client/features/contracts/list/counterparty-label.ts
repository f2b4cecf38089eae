import type { Role } from '#shared/account/rules.ts';
import { counterpartySide } from '#shared/contract/counterparty.ts';

/**
 * What the counterparty is called: « Marque » for a creator, « Créateur » for a brand, as the
 * dashboard's totals name them (« Contrepartie » would also read as the pay, in a contract).
 */
export function counterpartyLabel(role: Role | null): string {
  return counterpartySide(role) === 'creator' ? 'Marque' : 'Créateur';
}
