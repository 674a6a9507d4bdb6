import { csvCell, csvText } from './analytics-csv.ts';

describe("a chart's CSV download", () => {
  it('writes the header and one line per row, with the byte-order mark and CRLF endings', () => {
    const text = csvText(
      [
        { label: 'Page', value: (row: { page: string; views: number }) => row.page },
        { label: 'Views', value: (row: { page: string; views: number }) => row.views },
      ],
      [
        { page: '/uk-dubai-3', views: 12 },
        { page: '/uk', views: 0 },
      ],
    );

    expect(text).toBe('\uFEFFPage,Views\r\n/uk-dubai-3,12\r\n/uk,0\r\n');
  });

  it("keeps a visitor's UTM value from running as a formula, and quotes commas and quotes", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('spring, sale')).toBe('"spring, sale"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
  });
});
