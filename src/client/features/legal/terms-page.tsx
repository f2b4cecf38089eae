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
          Les présentes conditions décrivent le service Paraphe et son prix, et fixent les droits et obligations de
          l’Éditeur et des utilisateurs, notamment sur les contenus et les responsabilités de chacun.
        </p>
      }
    />
  );
}
