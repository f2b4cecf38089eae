import { Files } from 'lucide-react';
import { CreateContractButton } from '#client/components/contract/create-contract-button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';

/** The empty state of a user who has no contract yet, the same on the dashboard and the list. */
export function NoContractsYet() {
  return (
    <EmptyState
      icon={<Files aria-hidden="true" />}
      title="Aucun contrat pour l’instant"
      description="Choisissez un modèle (partenariat rémunéré, UGC ou collaboration cadeau) : l’aperçu du contrat se construit pendant que vous remplissez le formulaire."
      actions={<CreateContractButton />}
    />
  );
}
