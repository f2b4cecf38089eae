import type { Amendment } from '#shared/contract/schema-amendment.ts';
import { Alert } from '#client/components/ui/alert.tsx';

/** Says what an amendment is, and that only the renewal's terms change here. */
export function AmendmentBanner({ amendment }: { amendment: Amendment }) {
  return (
    <Alert
      variant="info"
      title={`Avenant n° ${amendment.number} au contrat « ${amendment.parentTitle} » (réf. ${amendment.parentReference})`}
    >
      Seules les conditions du renouvellement se modifient ici : les autres stipulations du contrat signé restent
      inchangées.
    </Alert>
  );
}
