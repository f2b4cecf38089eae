import { useMutation } from '@tanstack/react-query';
import { parisDay } from '#shared/format/paris-time.ts';
import { fileNameOf, saveFile } from '#client/lib/save-file.ts';
import { fetchWithSession } from '#client/lib/session-fetch.ts';

/** The name the server gives the file (`paraphe-donnees-YYYY-MM-DD.json`), else one of the same form. */
export function exportFileNameOf(contentDisposition: string | null, today: Date = new Date()): string {
  return fileNameOf(contentDisposition, `paraphe-donnees-${parisDay(today)}.json`);
}

/** GET /api/me/export: everything Paraphe holds about the user, saved as a JSON file (RGPD art. 15 and 20). */
export async function downloadPersonalData(): Promise<string> {
  const response = await fetchWithSession('/me/export');
  const fileName = exportFileNameOf(response.headers.get('content-disposition'));
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}
