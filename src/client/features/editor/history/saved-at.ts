import type { ContractVersionSummary } from '#shared/api/contract-history.ts';
import { formatDateTimeLong } from '#shared/format/dates.ts';

/** « 24 novembre 2026 à 21:30 » */
export function formatSavedAt(iso: string): string {
  return formatDateTimeLong(iso);
}

/** « Inès Morel », or who saved it when the account is gone. */
export function savedByName(version: ContractVersionSummary): string {
  if (!version.savedBy) return 'un compte supprimé';
  return `${version.savedBy.firstName} ${version.savedBy.lastName}`.trim();
}
