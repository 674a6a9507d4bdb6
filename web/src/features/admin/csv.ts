/**
 * The lead list's downloads: the CSV file made from the export's pages (the server sends the header row with the
 * first page only), the files' names, and saving a file from the browser.
 */

/**
 * The UTF-8 byte-order mark: Excel on Windows reads a CSV file as UTF-8 only when it starts with one (without it,
 * "Łukasz 王" shows as mojibake). It belongs to the file, so it is written once, here, where the pages become one file.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The CSV file's text from the export's pages: the byte-order mark once at the start, then one record per line,
 * ending with a line break, in the line ending the server used (CRLF or LF). Empty pages are skipped, and a page's own
 * mark (a browser's decoder drops one, other readers may not) is dropped, so the file never carries a second one.
 */
export function joinCsvPages(pages: readonly string[]): string {
  const eol = pages.some((page) => page.includes('\r\n')) ? '\r\n' : '\n';
  const parts = pages
    .map((page) => page.replace(/^\uFEFF/, '').replace(/(\r?\n)+$/, ''))
    .filter((page) => page.length > 0);
  return parts.length ? `${BYTE_ORDER_MARK}${parts.join(eol)}${eol}` : '';
}

/** leads-YYYY-MM-DD.csv (or .xlsx), the staff member's local date. */
export function exportFileName(now: Date, extension: 'csv' | 'xlsx' = 'csv'): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}

/** Makes the browser save the file. */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Makes the browser save the text as a CSV file (UTF-8, as the Blob writes it). */
export function downloadCsv(text: string, fileName: string): void {
  downloadFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
