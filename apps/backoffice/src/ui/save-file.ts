/** Hands a downloaded file to the browser as a download with its name; the object URL is let go after. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click starts the download synchronously, but some browsers read the URL late.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
