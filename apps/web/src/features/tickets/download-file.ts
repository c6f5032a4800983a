/**
 * Saves text as a file, made in the page (a Blob behind an <a download>): nothing is fetched, so it works offline,
 * and the CSP has nothing to refuse (a download is not a fetch, a script or a frame).
 */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after click() returns; a minute is long enough for any of them.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
