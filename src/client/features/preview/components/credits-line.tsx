import { useQuery } from '@tanstack/react-query';
import { creditBalanceQuery } from '#client/api/credits.ts';
import { pluralize } from '#client/lib/fr-format.ts';

/** What a download will cost: the balance really loads here (the old app's never did). */
export function CreditsLine() {
  const balance = useQuery({ ...creditBalanceQuery(), staleTime: 10_000 });
  if (!balance.data) return null;
  const { unlimited, remaining } = balance.data;
  const text =
    unlimited || remaining === null
      ? 'Exports illimités avec le plan Pro'
      : `${pluralize(remaining, 'export restant', 'exports restants')} ce mois-ci`;
  return (
    <p className="text-sm text-muted-foreground" data-testid="credits-line">
      {text}
    </p>
  );
}
