import { Mail } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the public contact page: built by the support piece. */
export function ContactPage() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6 md:py-14">
      <title>Contact · Paraphe</title>
      <PageHeader title="Contactez-nous" description="Une question sur Paraphe ? Écrivez-nous." />
      <EmptyState
        icon={<Mail aria-hidden="true" />}
        title="Le formulaire de contact arrive bientôt"
        description="Nous répondons généralement sous 24 heures, du lundi au vendredi."
      />
    </div>
  );
}
