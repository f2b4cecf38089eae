import { FilePlus2, Files } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { CompleteProfileBanner } from '#client/features/dashboard/components/complete-profile-banner.tsx';
import { formatLongDate } from '#client/lib/fr-format.ts';
import { useCurrentUser, useSession } from '#client/lib/use-session.ts';

/** The signed-in home: a greeting and the next step. The contract cards come with the contracts piece. */
export function DashboardPage() {
  const user = useCurrentUser();
  const { userDetails } = useSession();
  return (
    <div className="grid gap-8">
      <title>Tableau de bord · Paraphe</title>
      <PageHeader
        eyebrow={formatLongDate(new Date())}
        title={`Bonjour, ${user.firstName}`}
        description="Retrouvez ici vos contrats et vos exports du mois."
        actions={
          <Button asChild>
            <Link to="/create-contract">
              <FilePlus2 aria-hidden="true" />
              Créer un contrat
            </Link>
          </Button>
        }
      />
      {userDetails?.role ? null : <CompleteProfileBanner />}
      <EmptyState
        icon={<Files aria-hidden="true" />}
        title="Aucun contrat pour l’instant"
        description="Choisissez un modèle (partenariat rémunéré, UGC ou collaboration cadeau) : l’aperçu se construit pendant que vous remplissez le formulaire."
        actions={
          <>
            <Button asChild>
              <Link to="/create-contract">Créer mon premier contrat</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/contracts">Mes contrats</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
