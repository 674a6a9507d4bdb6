import { leadWorkbook, spreadsheetLibrary } from './xlsx.ts';

const exceljs = await spreadsheetLibrary();

const HEADER = ['ID', 'Full name', 'Phone', 'Company'];
const ROWS = [
  ['id-1', 'Łukasz 王', '+971 50 123 4567', '=1+1'],
  ['id-2', 'Sara', '00447700900321', ''],
];

/** The file written, and its first sheet as a spreadsheet reads it back. */
async function written(header: string[], rows: string[][]) {
  const file = await leadWorkbook(header, rows);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const workbook = new exceljs.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  return { file, sheet: workbook.worksheets[0]! };
}

describe('the Excel export of the lead list', () => {
  it('writes the header and every lead as text cells, exactly as typed', async () => {
    // Act
    const { file, sheet } = await written(HEADER, ROWS);

    // Assess
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.name).toBe('Leads');
    const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([HEADER, ['id-1', 'Łukasz 王', '+971 50 123 4567', '=1+1'], ['id-2', 'Sara', '00447700900321']]);
    for (const address of ['B2', 'C2', 'D2', 'C3']) expect(sheet.getCell(address).type).toBe(exceljs.ValueType.String);
  });

  it('never writes a formula: "=1+1" is read back as a string cell, with no formula', async () => {
    // Act
    const { sheet } = await written(HEADER, ROWS);

    // Assess
    const cell = sheet.getCell('D2');
    expect(cell.value).toBe('=1+1');
    expect(cell.formula).toBeUndefined();
    expect(cell.type).toBe(exceljs.ValueType.String);
    expect(cell.type).not.toBe(exceljs.ValueType.Formula);
  });

  it('keeps the header row in view while scrolling', async () => {
    const { sheet } = await written(HEADER, ROWS);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
