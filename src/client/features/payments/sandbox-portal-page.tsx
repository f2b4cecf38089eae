import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type SubscriptionSummary, subscriptionSummarySchema } from '#shared/api/payments.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { fetchSubscription, subscriptionQueryKey } from '#client/api/payments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { refreshCreditBalance } from '#client/api/credits.ts';

type PortalAction = 'cancel_at_period_end' | 'cancel_now' | 'resume';

/** The sandbox's stand-in for the provider's billing portal: resume or end the subscription. */
export function SandboxPortalPage() {
  const client = useQueryClient();
  const summary = useQuery({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => fetchSubscription(signal) });
  const act = useMutation({
    mutationFn: (action: PortalAction) =>
      apiRequest<SubscriptionSummary>('/payments/sandbox/portal', {
        method: 'POST',
        body: { action },
        schema: subscriptionSummarySchema,
      }),
    onSuccess: async (next) => {
      client.setQueryData(subscriptionQueryKey, next);
      await refreshCreditBalance();
      toast.success('Abonnement mis à jour');
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : 'La modification n’a pas abouti. Réessayez.'),
  });

  const subscription = summary.data?.subscription;
  const running = summary.data?.plan === 'pro' && subscription;

  return (
    <div className="mx-auto grid max-w-lg gap-6">
      <title>Gérer mon abonnement · Paraphe</title>
      <Alert title="Bac à sable de paiement">
        Ce portail remplace celui du prestataire de paiement : aucune opération réelle n’est effectuée.
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle>Mon abonnement</CardTitle>
          <CardDescription>Plan Pro mensuel, sans engagement.</CardDescription>
        </CardHeader>
        <CardContent>
          {summary.isPending ? (
            <Skeleton className="h-6 w-56" />
          ) : running ? (
            <p className="flex flex-wrap items-center gap-2 text-ink-800">
              <Badge variant="success">Actif</Badge>
              {subscription.currentPeriodEnd
                ? subscription.cancelAtPeriodEnd
                  ? `Prend fin le ${formatDateLong(subscription.currentPeriodEnd)}.`
                  : `Prochaine échéance le ${formatDateLong(subscription.currentPeriodEnd)}.`
                : null}
            </p>
          ) : (
            <p className="text-ink-700">Aucun abonnement en cours.</p>
          )}
        </CardContent>
        <CardFooter className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button asChild variant="ghost">
            <Link to="/profile">Retour au profil</Link>
          </Button>
          {running ? (
            <>
              {subscription.cancelAtPeriodEnd ? (
                <Button variant="secondary" isLoading={act.isPending} onClick={() => act.mutate('resume')}>
                  Reprendre l’abonnement
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  isLoading={act.isPending}
                  onClick={() => act.mutate('cancel_at_period_end')}
                >
                  Résilier à la fin de la période
                </Button>
              )}
              <Button variant="destructive-outline" isLoading={act.isPending} onClick={() => act.mutate('cancel_now')}>
                Mettre fin maintenant
              </Button>
            </>
          ) : null}
        </CardFooter>
      </Card>
    </div>
  );
}
