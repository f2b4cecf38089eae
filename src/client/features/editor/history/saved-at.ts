import type { ContractVersionSummary } from '#shared/api/contract-history.ts';

const savedAtFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « 24 novembre 2026 à 21:30 » */
export function formatSavedAt(iso: string): string {
  return savedAtFormat.format(new Date(iso));
}

/** « Inès Morel », or who saved it when the account is gone. */
export function savedByName(version: ContractVersionSummary): string {
  if (!version.savedBy) return 'un compte supprimé';
  return `${version.savedBy.firstName} ${version.savedBy.lastName}`.trim();
}
