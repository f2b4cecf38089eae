import { PenLine } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the contract editor with its live preview: built by the editor piece. */
export function EditorPage() {
  return (
    <div className="grid gap-8">
      <title>Éditeur de contrat · Paraphe</title>
      <PageHeader title="Nouveau contrat" />
      <EmptyState
        icon={<PenLine aria-hidden="true" />}
        title="L’éditeur arrive bientôt"
        description="Formulaire par sections et aperçu en direct du contrat."
      />
    </div>
  );
}
