/** Saves `blob` as a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is released after this turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves `text` as a file of this MIME type through the browser's download. */
export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
