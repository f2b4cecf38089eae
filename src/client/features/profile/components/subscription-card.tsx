import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { FREE_MONTHLY_EXPORTS, PRO_MONTHLY_PRICE_CENTS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import type { Plan } from '#shared/account/rules.ts';
import type { User } from '#shared/api/auth.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { remainingExportsLabel } from '#client/components/account/exports-remaining.tsx';
import { PlanBadge } from '#client/components/account/plan-badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { fetchSubscription, subscriptionQueryKey, useOpenBillingPortal } from '#client/api/payments.ts';
import { UpgradeOptions } from '#client/components/account/upgrade-options.tsx';
import { useExportsRemaining } from '#client/api/credits.ts';

/** Pro: the next invoice and the provider's portal to manage or end the subscription. */
function ManageSubscription() {
  const summary = useQuery({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => fetchSubscription(signal) });
  const portal = useOpenBillingPortal();
  const subscription = summary.data?.subscription;
  return (
    <div className="grid gap-3">
      {subscription?.currentPeriodEnd ? (
        <p className="text-sm text-muted-foreground">
          {subscription.cancelAtPeriodEnd
            ? `Résilié : le plan Pro prend fin le ${formatDateLong(subscription.currentPeriodEnd)}.`
            : `${formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS)} TTC par mois · prochaine facture le ${formatDateLong(subscription.currentPeriodEnd)}.`}
        </p>
      ) : null}
      {summary.data?.canManage ? (
        <Button variant="secondary" className="w-fit" isLoading={portal.isPending} onClick={() => portal.mutate()}>
          Gérer mon abonnement
        </Button>
      ) : null}
    </div>
  );
}

/** The plan and, on the free plan, this month's exports and the ways to more (spec section 2). */
export function SubscriptionCard({ user, intendedPlan }: { user: User; intendedPlan: Plan | null }) {
  const exports = useExportsRemaining(user);
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
        {exports === null ? (
          <>
            <p className="text-sm text-ink-800">Exports illimités, tous les modèles et le support prioritaire.</p>
            <ManageSubscription />
          </>
        ) : (
          <>
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-ink-900">{remainingExportsLabel(exports.remaining)}</span>
              <span className="text-muted-foreground tabular-nums">
                {exports.remaining}/{exports.allowance}
              </span>
            </div>
            <Progress
              value={Math.min(exports.remaining, exports.allowance)}
              max={exports.allowance}
              aria-label={`${remainingExportsLabel(exports.remaining)} sur ${exports.allowance} ce mois-ci`}
            />
            <p className="text-xs leading-relaxed text-muted-foreground">
              Vos {FREE_MONTHLY_EXPORTS} exports gratuits se renouvellent le 1er de chaque mois.
            </p>
            {intendedPlan === 'pro' ? (
              <p className="rounded-md bg-gold-50 px-3 py-2 text-xs leading-relaxed text-gold-800">
                Vous avez choisi le plan Pro : il s’activera dès le paiement de l’abonnement.
              </p>
            ) : null}
            <UpgradeOptions returnPath="/profile" className="pt-1" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
