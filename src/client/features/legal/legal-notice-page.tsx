import { LegalDocument } from '#client/features/legal/components/legal-document.tsx';
import { LEGAL_NOTICE_UPDATED_AT } from '#client/features/legal/content/legal-dates.ts';
import { legalNoticeSections } from '#client/features/legal/content/legal-notice-sections.tsx';

export function LegalNoticePage() {
  return (
    <LegalDocument
      title="Mentions légales"
      updatedAt={LEGAL_NOTICE_UPDATED_AT}
      sections={legalNoticeSections}
      intro={
        <p>
          Informations publiées en application de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie
          numérique (LCEN, articles 6-III et 19).
        </p>
      }
    />
  );
}
