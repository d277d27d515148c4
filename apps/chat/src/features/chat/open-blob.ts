// A chat attachment handed to the browser, and its size as people read it.

/** Hands a downloaded file to the browser: an image opens in a tab, any other file is saved. */
export function openBlob(blob: Blob, name: string, inline: boolean) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  if (inline) {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  } else a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} kB`
    : `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
