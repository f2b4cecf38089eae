import { FilePlus2 } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the contract type picker: built by the editor piece. */
export function ContractTypePage() {
  return (
    <div className="grid gap-8">
      <title>Créer un contrat · Paraphe</title>
      <PageHeader title="Créer un contrat" description="Choisissez le type de collaboration à encadrer." />
      <EmptyState
        icon={<FilePlus2 aria-hidden="true" />}
        title="Les modèles arrivent bientôt"
        description="Partenariat rémunéré, contrat UGC et collaboration cadeau seront proposés ici."
      />
    </div>
  );
}
