import { calculateTax } from '#shared/uk/tax-engine.ts';
import { pdfContent } from '../test/pdf-text.ts';
import { renderTaxReportPdf } from './report-pdf.ts';

const figures = calculateTax({ profit: 250_000, method: 'dividend' });
const render = (name: string | undefined) => renderTaxReportPdf(figures, { name }, new Date('2026-07-01T10:00:00Z'));

describe('the tax report PDF for names in any script', () => {
  it('draws a name with Ł and Ş in an embedded Noto Sans subset, not Helvetica', async () => {
    // Act
    const { lines, fonts } = await pdfContent(await render('Łucja Şahin'));

    // Assess
    expect(lines.slice(1, 3)).toEqual(['Prepared for: ', 'Łucja Şahin']);
    expect(fonts.every((font) => /^NotoSans(-Bold|-Regular)-\d+$/.test(font))).toBe(true);
    expect(fonts.join()).not.toMatch(/Helvetica/);
  });

  it('draws an Arabic name in Noto Sans Arabic, right to left', async () => {
    const { lines, fonts } = await pdfContent(await render('محمد العلي'));

    expect(fonts.some((font) => font.startsWith('NotoSansArabic-Regular'))).toBe(true);
    // Drawn in visual order (right to left), so the glyphs read back reversed; a PDF reader reorders them.
    expect([...lines[2]!].reverse().join('')).toBe('محمد العلي');
  });

  it('draws a Chinese name in Noto Sans SC, embedding only the glyphs used (a 10 MB font, a small PDF)', async () => {
    const pdf = await render('王小明');
    const { lines, fonts } = await pdfContent(pdf);

    expect(lines[2]).toBe('王小明');
    expect(fonts.some((font) => font.startsWith('NotoSansSC-Regular'))).toBe(true);
    expect(pdf.byteLength).toBeLessThan(60_000);
  });

  it('draws a name mixing scripts run by run, each in a font that has its letters', async () => {
    const { lines } = await pdfContent(await render('Anna 王'));

    expect(lines.slice(1, 4)).toEqual(['Prepared for: ', 'Anna ', '王']);
  });

  it('names nobody when there is no plain name', async () => {
    const { lines } = await pdfContent(await render(undefined));

    expect(lines[0]).toBe('UK vs Dubai Tax Savings Report');
    expect(lines.join('\n')).not.toContain('Prepared for');
  });
});
