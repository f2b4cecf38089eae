import { LegalPlaceholder } from '#client/features/legal/legal-placeholder.tsx';

export function TermsPage() {
  return <LegalPlaceholder title="Conditions générales d’utilisation" />;
}
