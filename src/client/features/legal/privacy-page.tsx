import { LegalDocument } from '#client/features/legal/components/legal-document.tsx';
import { PRIVACY_UPDATED_AT } from '#client/features/legal/content/legal-dates.ts';
import { privacySections } from '#client/features/legal/content/privacy-sections.tsx';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Politique de confidentialité"
      updatedAt={PRIVACY_UPDATED_AT}
      sections={privacySections}
      intro={
        <p>
          Cette politique explique quelles données personnelles Paraphe traite, pourquoi, combien de temps, et comment
          exercer vos droits, en application du règlement (UE) 2016/679 (RGPD) et de la loi « Informatique et Libertés
           ».
        </p>
      }
    />
  );
}
