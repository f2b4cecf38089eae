/** Hands a file to the browser's download manager (an object URL clicked through a.download). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name a download's Content-Disposition gives, or `fallback` when it names none. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1] ?? fallback;
}
