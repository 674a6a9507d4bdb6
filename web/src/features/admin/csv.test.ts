import { exportFileName, joinCsvPages } from './csv.ts';

describe('the CSV download', () => {
  it('joins the export pages into one file with the header row once', () => {
    // Prepare
    const pages = ['id,fullName\r\n1,Sara\r\n2,Omar\r\n', '3,Lina\r\n', '4,"Ali, Jr."\r\n'];

    // Act
    const csv = joinCsvPages(pages);

    // Assess
    expect(csv).toBe('\uFEFFid,fullName\r\n1,Sara\r\n2,Omar\r\n3,Lina\r\n4,"Ali, Jr."\r\n');
  });

  it('starts the file with one UTF-8 byte-order mark, so Excel reads "Łukasz 王" as written, and no page adds another', () => {
    // Prepare: pages as a reader that keeps a page's own mark would hand them over
    const pages = ['\uFEFFID,Full name\r\n1,Łukasz 王\r\n', '\uFEFF2,Sara\r\n', '3,Omar\r\n'];

    // Act
    const csv = joinCsvPages(pages);

    // Assess
    expect(csv).toBe('\uFEFFID,Full name\r\n1,Łukasz 王\r\n2,Sara\r\n3,Omar\r\n');
    expect([...new TextEncoder().encode(csv).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\uFEFF')).toHaveLength(2);
  });

  it('keeps line feeds when the server writes them, and a page without a final line break joins cleanly', () => {
    expect(joinCsvPages(['id\n1', '2\n'])).toBe('\uFEFFid\n1\n2\n');
  });

  it('skips empty pages (a last page with nothing left)', () => {
    expect(joinCsvPages(['id\r\n1\r\n', ''])).toBe('\uFEFFid\r\n1\r\n');
    expect(joinCsvPages([''])).toBe('');
  });

  it('names the file leads-YYYY-MM-DD.csv with the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 30))).toBe('leads-2026-01-05.csv');
    expect(exportFileName(new Date(2026, 10, 22))).toBe('leads-2026-11-22.csv');
    expect(exportFileName(new Date(2026, 10, 22), 'xlsx')).toBe('leads-2026-11-22.xlsx');
  });
});
