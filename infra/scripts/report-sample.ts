/**
 * `npm run report:sample`: renders the e-mailed tax report for a Latin, an Arabic and a Chinese name (and one with no
 * name shown) into dist/sample-reports/, as the function renders it, so a person can open the PDFs. With poppler's
 * pdftoppm installed it also writes a PNG of each page beside them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reportContacts } from '#functions/tax-report/report-contacts.ts';
import { renderTaxReportPdf } from '#functions/tax-report/report-pdf.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';

export const SAMPLE_REPORTS = [
  { file: 'latin', name: 'Łucja Şahin', profit: 250_000, method: 'dividend' },
  { file: 'arabic', name: 'محمد العلي', profit: 120_000, method: 'salary' },
  { file: 'chinese', name: '王小明', profit: 500_000, method: 'dividend' },
  { file: 'no-name', name: undefined, profit: 85_000, method: 'salary' },
] as const;

const out = join(import.meta.dirname, '../../dist/sample-reports');
mkdirSync(out, { recursive: true });
const contacts = reportContacts(Object.values(UK_PHONE_NUMBERS), process.env.SITE_URL ?? 'http://localhost:3000');
for (const sample of SAMPLE_REPORTS) {
  const pdf = await renderTaxReportPdf(calculateTax({ profit: sample.profit, method: sample.method }), { name: sample.name }, new Date(), contacts);
  const path = join(out, `${sample.file}.pdf`);
  writeFileSync(path, pdf);
  let pages = '';
  try {
    execFileSync('pdftoppm', ['-r', '80', '-png', path, join(out, sample.file)], { stdio: 'ignore' });
    pages = ' (and PNG pages)';
  } catch {
    // No poppler on this machine: the PDFs are enough.
  }
  console.log(`${path}: ${pdf.byteLength.toLocaleString('en-GB')} bytes${pages}`);
}
