export function exportFileName(contractId: string, kind: 'contract' | 'draft' = 'contract'): string {
  return `${kind === 'draft' ? 'Projet' : 'Contrat'}-${contractId}.pdf`;
}
