import { CreditCard } from 'lucide-react';
import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import type { User } from '#shared/api/auth.ts';
import { remainingExports, remainingExportsLabel } from '#client/components/account/exports-remaining.tsx';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';

/** The plan and, on the free plan, this month's exports (spec section 2). */
export function SubscriptionCard({ user }: { user: User }) {
  const left = remainingExports(user);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-4.5 text-ink-600" />
          Abonnement
        </CardTitle>
        <PlanBadge plan={user.plan} />
      </CardHeader>
      <CardContent className="grid gap-3">
        {left === null ? (
          <p className="text-sm text-ink-800">Exports illimités, tous les modèles et le support prioritaire.</p>
        ) : (
          <>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-ink-900">{remainingExportsLabel(left)}</span>
              <span className="text-muted-foreground tabular-nums">
                {left}/{FREE_MONTHLY_EXPORTS}
              </span>
            </div>
            <Progress
              value={left}
              max={FREE_MONTHLY_EXPORTS}
              aria-label={`${left} exports restants sur ${FREE_MONTHLY_EXPORTS} ce mois-ci`}
            />
            <p className="text-xs leading-relaxed text-muted-foreground">
              Vos {FREE_MONTHLY_EXPORTS} exports gratuits se renouvellent le 1er de chaque mois.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
