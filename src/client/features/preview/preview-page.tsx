import { Eye } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the full-screen contract preview: built by the preview piece. */
export function PreviewPage() {
  return (
    <div className="grid gap-8">
      <title>Aperçu du contrat · Paraphe</title>
      <PageHeader title="Aperçu du contrat" />
      <EmptyState
        icon={<Eye aria-hidden="true" />}
        title="Aucun contrat à afficher"
        description="Ouvrez un contrat depuis l’éditeur ou depuis votre liste pour le voir ici."
      />
    </div>
  );
}
