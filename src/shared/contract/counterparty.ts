import type { Role } from '#shared/account/rules.ts';
import { counterpartySideOf } from '#shared/counterparty/counterparty.ts';

/**
 * The other party of a contract, seen from the user. The keys are the spec's: `parties.creator`
 * is the BRAND, `parties.influencer` the content creator. A brand's counterparty is the creator;
 * anyone else's (a creator, or an account whose role is not chosen yet) the brand, as the
 * dashboard's totals per counterparty count them.
 */
export type CounterpartySide = 'creator' | 'influencer';

export function counterpartySide(role: Role | null | undefined): CounterpartySide {
  return counterpartySideOf(role) ?? 'creator';
}

type NamedParties = { parties: Record<CounterpartySide, { name: string }> };

/** The counterparty's name as typed, or what to fill in when it is still empty. */
export function counterpartyName(contract: NamedParties, role: Role | null | undefined): string {
  const side = counterpartySide(role);
  const name = contract.parties[side].name.trim();
  if (name !== '') return name;
  return side === 'creator' ? 'Marque à renseigner' : 'Créateur à renseigner';
}
