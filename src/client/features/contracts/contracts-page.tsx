import { FilePlus2, Files } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the contracts list (search, filters, cards): built by the contracts piece. */
export function ContractsPage() {
  return (
    <div className="grid gap-8">
      <title>Mes contrats · Paraphe</title>
      <PageHeader title="Mes contrats" description="Tous vos contrats, du brouillon à la signature." />
      <EmptyState
        icon={<Files aria-hidden="true" />}
        title="Aucun contrat pour l’instant"
        description="Les contrats que vous créez apparaîtront ici."
        actions={
          <Button asChild>
            <Link to="/create-contract">
              <FilePlus2 aria-hidden="true" />
              Créer un contrat
            </Link>
          </Button>
        }
      />
    </div>
  );
}
