import { useMutation, useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { fetchOrder } from '#client/api/payments.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { isApiError } from '#client/lib/api-error.ts';
import { refreshCreditBalance } from '#client/api/credits.ts';

type Redirect = { redirectUrl: string };

/**
 * The payment page of the local sandbox (no Stripe keys): the order, then Payer or Annuler.
 * Payer makes the server emit the event a real provider would send after a payment.
 */
export function SandboxCheckoutPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useQuery({
    queryKey: ['payments', 'order', orderId],
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
  });

  const act = useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      apiRequest<Redirect>(`/payments/sandbox/orders/${encodeURIComponent(orderId)}/${action}`, { method: 'POST' }),
    onSuccess: async ({ redirectUrl }, action) => {
      if (action === 'pay') await refreshCreditBalance();
      else toast('Paiement annulé : aucun montant n’a été débité.');
      void navigate(redirectUrl, { replace: true });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : 'Le paiement n’a pas abouti. Réessayez.'),
  });

  return (
    <div className="mx-auto grid max-w-lg gap-6">
      <title>Paiement · Paraphe</title>
      <Alert title="Bac à sable de paiement">
        Aucun paiement réel n’est effectué : ce serveur n’est pas relié à un prestataire de paiement.
      </Alert>
      {order.isPending ? (
        <Card aria-busy="true" aria-label="Chargement de la commande">
          <CardHeader>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-64" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-10 w-32" />
          </CardContent>
        </Card>
      ) : order.isError ? (
        <Alert variant="destructive" title="Commande introuvable">
          Cette commande n’existe pas ou ne vous appartient pas.
          <div className="mt-3">
            <Button variant="secondary" onClick={() => void navigate('/dashboard')}>
              Retour au tableau de bord
            </Button>
          </div>
        </Alert>
      ) : (
        <Card>
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle>{order.data.label}</CardTitle>
              {order.data.status === 'open' ? null : (
                <Badge variant={order.data.status === 'paid' ? 'success' : 'neutral'}>
                  {order.data.status === 'paid' ? 'Payée' : 'Annulée'}
                </Badge>
              )}
            </div>
            <CardDescription>
              {order.data.recurring
                ? 'Exports illimités, clauses avancées, personnalisation et support prioritaire. Sans engagement : résiliable à tout moment.'
                : `${order.data.credits} exports PDF supplémentaires, sans date d’expiration.`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <p className="font-serif text-3xl text-ink-950">
              {formatEurosFromCents(order.data.priceCents)}
              <span className="ml-1 text-base text-ink-600">TTC{order.data.recurring ? ' / mois' : ''}</span>
            </p>
          </CardContent>
          <CardFooter className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={order.data.status !== 'open' || act.isPending}
              isLoading={act.isPending && act.variables === 'cancel'}
              onClick={() => act.mutate('cancel')}
            >
              Annuler
            </Button>
            <Button
              disabled={order.data.status !== 'open' || act.isPending}
              isLoading={act.isPending && act.variables === 'pay'}
              onClick={() => act.mutate('pay')}
            >
              <Lock aria-hidden="true" />
              Payer {formatEurosFromCents(order.data.priceCents)}
            </Button>
          </CardFooter>
        </Card>
      )}
    </div>
  );
}
