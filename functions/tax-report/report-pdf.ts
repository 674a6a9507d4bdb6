import type { PDFFont } from 'pdf-lib';
import type { TaxCalculationResult } from '#shared/uk/tax-engine.ts';
import { formatPercent, formatPounds } from '#shared/uk/tax-engine.ts';
import { TAX_REPORT_COPY as COPY } from '#shared/uk/tax-report-copy.ts';
import { fontRuns, reportFontBytes, type ReportFontName } from './report-fonts.ts';

// fontkit's ES module has only a default export (its typings describe the CommonJS module's names).
type FontkitModule = { default: typeof import('@pdf-lib/fontkit') };

let pdfLibrary: Promise<[typeof import('pdf-lib'), FontkitModule]> | undefined;

/**
 * pdf-lib and fontkit, imported when the first report is rendered and kept for the warm function: evaluating them
 * takes about 200 ms, which at module load would put the function's cold start over its 150 ms budget (issue 11),
 * and the rate-limited or refused requests never need them.
 */
function loadPdfLibrary() {
  pdfLibrary ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit') as Promise<unknown> as Promise<FontkitModule>]);
  // A failed import is not cached: the next report tries again.
  pdfLibrary.catch(() => {
    pdfLibrary = undefined;
  });
  return pdfLibrary;
}

/**
 * Renders the tax savings report for one calculation as a one-page A4 PDF; `recipient.name` is the plain name
 * (plainNameOf), and without one the report names nobody.
 */
export async function renderTaxReportPdf(
  calculation: TaxCalculationResult,
  recipient: { name: string | undefined },
  generatedAt: Date,
): Promise<Uint8Array> {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await loadPdfLibrary();
  const pdf = await PDFDocument.create();
  pdf.setTitle(COPY.title);
  pdf.setCreationDate(generatedAt);
  const page = pdf.addPage([595.28, 841.89]);
  // Unicode fonts, not Helvetica (WinAnsi only): a name with Ł, Ş, Arabic or Chinese letters gets its report too.
  pdf.registerFontkit(fontkit);
  const embedded = new Map<ReportFontName, PDFFont>();
  const font = async (name: ReportFontName) => {
    if (!embedded.has(name)) embedded.set(name, await pdf.embedFont(reportFontBytes(name), { subset: true }));
    return embedded.get(name)!;
  };
  const regular = await font('regular');
  const bold = await font('bold');
  const ink = rgb(0.1, 0.12, 0.16);
  const accent = rgb(0.72, 0.53, 0.04);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number; color?: typeof ink } = {}) => {
    page.drawText(text, { x: options.x ?? 56, y, size: options.size ?? 11, font: options.font ?? regular, color: options.color ?? ink });
  };
  const row = (label: string, amount: number) => {
    line(label);
    const value = formatPounds(amount);
    page.drawText(value, { x: 539 - regular.widthOfTextAtSize(value, 11), y, size: 11, font: regular, color: ink });
    y -= 18;
  };

  line(COPY.title, { size: 20, font: bold, color: accent });
  y -= 30;
  if (recipient.name) {
    // One run per script, each in a font that has its letters, drawn one after the other.
    let x = 56;
    for (const run of [{ font: 'regular' as const, text: `${COPY.preparedFor}: ` }, ...fontRuns(recipient.name)]) {
      const runFont = await font(run.font);
      line(run.text, { font: runFont, x });
      x += runFont.widthOfTextAtSize(run.text, 11);
    }
    y -= 16;
  }
  line(`${COPY.generatedOn}: ${generatedAt.toISOString().slice(0, 10)}   ·   ${COPY.method[calculation.extractionMethod]}`);
  y -= 30;
  row(COPY.annualProfit, calculation.income);
  y -= 14;
  line(COPY.ukHeading, { size: 13, font: bold });
  y -= 20;
  row(COPY.rows.ukCorporateTax, calculation.ukCorporateTax);
  row(COPY.rows.ukPersonalTax, calculation.ukPersonalTax);
  row(COPY.rows.ukNIC, calculation.ukNIC);
  line(COPY.totalUk, { font: bold });
  y -= 18;
  row('', calculation.totalUKTax);
  y -= 14;
  line(COPY.dubaiHeading, { size: 13, font: bold });
  y -= 20;
  row(COPY.rows.dubaiCorporateTax, calculation.dubaiCorporateTax);
  row(COPY.rows.dubaiPersonalTax, calculation.dubaiPersonalTax);
  line(COPY.totalDubai, { font: bold });
  y -= 18;
  row('', calculation.totalDubaiTax);
  y -= 20;
  line(`${COPY.savings}: ${formatPounds(calculation.totalSavings)}`, { size: 15, font: bold, color: accent });
  y -= 18;
  line(`${formatPercent(calculation.savingsPercentage)} ${COPY.savingsShare}`);
  y -= 40;
  for (const text of wrap(COPY.disclaimer, 95)) {
    line(text, { size: 9 });
    y -= 12;
  }
  return pdf.save();
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if ((current + ' ' + word).trim().length > width) {
      lines.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  return current ? [...lines, current] : lines;
}
