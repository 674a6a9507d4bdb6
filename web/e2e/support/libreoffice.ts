/**
 * Opens a spreadsheet file the way staff do, in a real spreadsheet program: LibreOffice Calc, headless (Debian package
 * libreoffice-calc-nogui, installed by .ci/run), converts the file to CSV and the cells are read back as Calc showed
 * them: a formula as its result, text as text.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Calc's CSV filter, comma-separated (44), fields in double quotes when needed (34), UTF-8 (76). */
const CSV_FILTER = 'Text - txt - csv (StarCalc):44,34,76';

/**
 * A .csv file is read as UTF-8, which is what Excel concludes from the export's byte-order mark: headless Calc does not
 * look at the mark (it would read the file in the machine's legacy character set). Read as UTF-8, the mark at the very
 * start is dropped, and any other one shows in its cell as a character, so a second mark is seen.
 */
const inputFilter = (file: string) => (extname(file).toLowerCase() === '.csv' ? [`--infilter=${CSV_FILTER}`] : []);

/** A first start of LibreOffice with a new profile takes a few seconds; a busy machine, many more. */
const CONVERSION_TIMEOUT_MS = 120_000;

/** The cells of the file's first sheet, row by row, as LibreOffice Calc shows them. */
export async function cellsAsCalcShowsThem(file: string): Promise<string[][]> {
  // A private profile per conversion: parallel runs would otherwise wait on (or fail at) one profile's lock.
  const work = await mkdtemp(join(tmpdir(), 'calc-open-'));
  try {
    const out = join(work, 'out');
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(work, 'profile')}`,
        '--headless',
        '--norestore',
        ...inputFilter(file),
        '--convert-to',
        `csv:${CSV_FILTER}`,
        '--outdir',
        out,
        file,
      ],
      { timeout: CONVERSION_TIMEOUT_MS },
    );
    return parseCsv(await readFile(join(out, `${basename(file, extname(file))}.csv`), 'utf8'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** RFC 4180 records as Calc writes them: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
