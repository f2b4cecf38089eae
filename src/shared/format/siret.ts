/** "73282932000074" → "732 829 320 00074": the SIREN in groups of three, then the establishment's NIC. */
export function formatSiret(siret: string): string {
  if (!/^\d{14}$/.test(siret)) return siret;
  return `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
}
