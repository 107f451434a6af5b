/** Saves `text` as a file through the browser's download. */
export function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the address is released after this turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
