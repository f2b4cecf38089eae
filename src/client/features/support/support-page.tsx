import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { PageHeader } from '#client/components/ui/page-header.tsx';

/** Placeholder of the signed-in support page (contact form): built by the support piece. */
export function SupportPage() {
  return (
    <div className="grid gap-8">
      <title>Support · Paraphe</title>
      <PageHeader title="Contactez-nous" description="Une question sur un contrat ou votre compte ? Nous sommes là." />
      <EmptyState
        icon={<LifeBuoy aria-hidden="true" />}
        title="Le formulaire de contact arrive bientôt"
        description="Nous répondons généralement sous 24 heures, du lundi au vendredi."
      />
    </div>
  );
}
