/**
 * The CSV download of the lead list: the export's pages joined into one file (the server sends the header row with
 * the first page only) and its name.
 */

/**
 * One CSV text from the export's pages, one record per line, ending with a line break, in the line ending the server
 * used (CRLF or LF); empty pages are skipped.
 */
export function joinCsvPages(pages: readonly string[]): string {
  const eol = pages.some((page) => page.includes('\r\n')) ? '\r\n' : '\n';
  const parts = pages.map((page) => page.replace(/(\r?\n)+$/, '')).filter((page) => page.length > 0);
  return parts.length ? `${parts.join(eol)}${eol}` : '';
}

/** leads-YYYY-MM-DD.csv, the staff member's local date. */
export function exportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Makes the browser save the text as a CSV file. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
