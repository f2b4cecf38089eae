import { ScrollText } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** A legal page whose final text is not written yet: it says so rather than invent one. */
export function LegalPlaceholder({ title }: { title: string }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:px-6 md:py-14">
      <title>{`${title} · Paraphe`}</title>
      <PageHeader eyebrow="Informations légales" title={title} />
      <EmptyState
        icon={<ScrollText aria-hidden="true" />}
        title="Document en cours de finalisation"
        description="La version définitive sera publiée ici avant l’ouverture du service."
      />
    </div>
  );
}
