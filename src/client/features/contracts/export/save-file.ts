export function exportFileName(contractId: string): string {
  return `Contrat-${contractId}.pdf`;
}
