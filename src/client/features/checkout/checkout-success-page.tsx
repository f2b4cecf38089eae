import { useQuery } from '@tanstack/react-query';
import { Check, Crown, FilePlus2, LayoutDashboard, MailCheck, PackagePlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRO_MONTHLY_PRICE_CENTS } from '#shared/account/plans.ts';
import { formatEurosFromCents } from '#shared/format/numbers.ts';
import type { Order, SubscriptionSummary } from '#shared/api/payments.ts';
import { formatDateLong } from '#shared/format/dates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { fetchOrder, fetchSubscription, subscriptionQueryKey } from '#client/api/payments.ts';
import { refreshCreditBalance } from '#client/api/credits.ts';

const PRO_BENEFITS = [
  'Exports PDF illimités',
  'Tous les modèles et les clauses avancées',
  'Support prioritaire par chat et e-mail',
  'Personnalisation complète à vos couleurs',
];

/** How long the page waits for the provider's confirmation before saying it is still pending. */
const CONFIRMATION_POLL_MS = 2000;

/**
 * After a payment (spec section 2): what the payment brought. The plan itself only changes on
 * the provider's verified event, so the page reads the order and the subscription from the
 * server, and waits a little while the confirmation is on its way; reaching it grants nothing.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const order = useQuery({
    queryKey: ['payments', 'order', orderId],
    queryFn: ({ signal }) => fetchOrder(orderId!, signal),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? CONFIRMATION_POLL_MS : false),
  });
  const summary = useQuery({
    queryKey: [...subscriptionQueryKey, order.data?.status],
    queryFn: ({ signal }) => fetchSubscription(signal),
  });
  const paid = order.data?.status === 'paid';
  useEffect(() => {
    if (paid) void refreshCreditBalance();
  }, [paid]);

  return (
    <div className="grid gap-8">
      <title>Merci · Paraphe</title>
      <PageHeader title="Merci pour votre confiance" />
      <Content orderId={orderId} order={order} summary={summary.data} summaryPending={summary.isPending} />
    </div>
  );
}

function Content({
  orderId,
  order,
  summary,
  summaryPending,
}: {
  orderId: string | null;
  order: { data?: Order; isPending: boolean; isError: boolean };
  summary: SubscriptionSummary | undefined;
  summaryPending: boolean;
}) {
  if ((orderId && order.isPending) || summaryPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-7" label="Chargement de votre paiement" />
      </div>
    );
  }
  if (order.data?.status === 'open') {
    return (
      <EmptyState
        icon={<Spinner className="size-6" label="" />}
        title="Paiement en cours de confirmation"
        description="Votre paiement est en cours de confirmation par notre prestataire. Cette page se met à jour toute seule dans quelques secondes."
      />
    );
  }
  if (order.data?.status === 'paid' && !order.data.recurring) {
    return <TopupThanks order={order.data} />;
  }
  if (summary?.plan === 'pro') return <ProThanks summary={summary} />;
  return (
    <EmptyState
      icon={<Crown aria-hidden="true" />}
      title="Aucun paiement confirmé"
      description={
        order.data?.status === 'cancelled'
          ? 'Ce paiement a été annulé : rien n’a été débité.'
          : 'Nous n’avons pas trouvé de paiement confirmé pour votre compte. Votre plan n’a pas changé.'
      }
      actions={
        <Button asChild variant="secondary">
          <Link to="/dashboard">Tableau de bord</Link>
        </Button>
      }
    />
  );
}

function Actions() {
  return (
    <CardFooter className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          Tableau de bord
        </Link>
      </Button>
      <Button asChild variant="secondary">
        <Link to="/create-contract">
          <FilePlus2 aria-hidden="true" />
          Créer un contrat
        </Link>
      </Button>
    </CardFooter>
  );
}

function ProThanks({ summary }: { summary: SubscriptionSummary }) {
  const periodEnd = summary.subscription?.currentPeriodEnd;
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 text-gold-600" />
          Votre plan Pro est actif
        </CardTitle>
        <CardDescription>Tout Paraphe est désormais à vous, sans limite.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-2">
          {PRO_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-ink-800">
              <Check aria-hidden="true" className="size-4 text-success" />
              {benefit}
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-700">
          Facturation : {formatEurosFromCents(PRO_MONTHLY_PRICE_CENTS)} TTC par mois, renouvelée automatiquement
          {periodEnd ? `. Prochaine facture le ${formatDateLong(periodEnd)}.` : '.'} Sans engagement : résiliable à tout
          moment depuis votre profil.
        </p>
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <MailCheck aria-hidden="true" className="size-4" />
          Un e-mail de confirmation vous a été envoyé.
        </p>
      </CardContent>
      <Actions />
    </Card>
  );
}

function TopupThanks({ order }: { order: Order }) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackagePlus aria-hidden="true" className="size-5 text-gold-600" />
          {order.credits} exports supplémentaires ajoutés
        </CardTitle>
        <CardDescription>
          {order.label} — {formatEurosFromCents(order.priceCents)} TTC. Ces exports s’ajoutent à votre allocation
          mensuelle et n’expirent pas.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="flex items-center gap-2 text-sm text-ink-700">
          <MailCheck aria-hidden="true" className="size-4" />
          Un e-mail de confirmation vous a été envoyé.
        </p>
      </CardContent>
      <Actions />
    </Card>
  );
}
