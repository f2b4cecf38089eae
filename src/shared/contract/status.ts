import type { Law } from '#shared/contract/schema-clauses.ts';
import type { ContractStatus, ContractTemplate, ContractType } from '#shared/contract/schema.ts';

export const contractStatuses = ['draft', 'exported', 'sent', 'signed'] as const satisfies readonly ContractStatus[];

export const contractStatusLabels: Record<ContractStatus, string> = {
  draft: 'Brouillon',
  exported: 'Exporté',
  sent: 'Envoyé',
  signed: 'Signé',
};

export const contractTypes = ['PAID', 'UGC', 'GIFT'] as const satisfies readonly ContractType[];

/** Filter labels of the contracts list (spec section 2). */
export const contractTypeLabels: Record<ContractType, string> = {
  PAID: 'Partenariat rémunéré',
  UGC: 'UGC',
  GIFT: 'Collaboration cadeau',
};

/** Card badges of the contracts list. */
export const contractTypeBadges: Record<ContractType, string> = {
  PAID: 'Rémunéré',
  UGC: 'UGC',
  GIFT: 'Cadeau',
};

export const lawLabels: Record<Law, string> = {
  FR: 'Français',
  OTHER: 'Autre système juridique (à nommer)',
};

export function templateNameOf(type: ContractType): ContractTemplate {
  return type.toLowerCase() as ContractTemplate;
}

/** A sent contract awaits signature and a signed one is final: neither may change. */
export function canEditContract(status: ContractStatus): boolean {
  return status === 'draft' || status === 'exported';
}

/** An exported PDF no longer matches a changed contract. */
export function statusAfterSave(status: ContractStatus): ContractStatus {
  return status === 'exported' ? 'draft' : status;
}

export function statusAfterExport(status: ContractStatus): ContractStatus {
  return status === 'draft' ? 'exported' : status;
}
