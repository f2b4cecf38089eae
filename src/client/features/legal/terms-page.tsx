import { LegalDocument } from '#client/features/legal/components/legal-document.tsx';
import { TERMS_UPDATED_AT } from '#client/features/legal/content/legal-dates.ts';
import { termsSections } from '#client/features/legal/content/terms-sections.tsx';

export function TermsPage() {
  return (
    <LegalDocument
      title="Conditions générales d’utilisation"
      updatedAt={TERMS_UPDATED_AT}
      sections={termsSections}
      intro={
        <p>
          Ces conditions fixent les règles du jeu entre Paraphe et ses utilisateurs : ce que fait le service, ce qu’il
          coûte, ce qui vous appartient, et ce dont chacun répond.
        </p>
      }
    />
  );
}
