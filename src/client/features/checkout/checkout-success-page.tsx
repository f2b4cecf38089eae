import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the subscription thank-you page: built by the payments piece. */
export function CheckoutSuccessPage() {
  return (
    <div className="grid gap-8">
      <title>Abonnement · Paraphe</title>
      <PageHeader title="Abonnement Pro" />
      <EmptyState
        icon={<Crown aria-hidden="true" />}
        title="Aucun paiement en cours"
        description="Cette page confirmera votre abonnement Pro après le paiement."
        actions={
          <Button asChild variant="secondary">
            <Link to="/dashboard">Tableau de bord</Link>
          </Button>
        }
      />
    </div>
  );
}
