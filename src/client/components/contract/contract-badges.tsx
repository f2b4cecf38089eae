import { Badge } from '#client/components/ui/badge.tsx';
import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { contractStatusLabels, contractTypeBadges } from '#shared/contract/status.ts';

const statusVariants = {
  draft: 'neutral',
  exported: 'gold',
  sent: 'warning',
  signed: 'success',
} as const satisfies Record<ContractStatus, string>;

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge variant={statusVariants[status]} data-status={status}>
      {contractStatusLabels[status]}
    </Badge>
  );
}

export function ContractTypeBadge({ type }: { type: ContractType }) {
  return (
    <Badge variant="outline" data-type={type}>
      {contractTypeBadges[type]}
    </Badge>
  );
}
