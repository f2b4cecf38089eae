import { LegalPlaceholder } from '#client/features/legal/legal-placeholder.tsx';

export function PrivacyPage() {
  return <LegalPlaceholder title="Politique de confidentialité" />;
}
