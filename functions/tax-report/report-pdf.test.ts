import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { calculateTax, type ExtractionMethod } from '#shared/uk/tax-engine.ts';
import { renderPdf, renderingTrouble } from '../test/pdf-render.ts';
import { pdfContent, pdfLinks } from '../test/pdf-text.ts';
import { reportContacts } from './report-contacts.ts';
import { renderTaxReportPdf } from './report-pdf.ts';

const SITE = 'https://dubai-setup.example';
/** The seeded Phone Config rows (shared/uk/whatsapp.ts), as listActivePhoneConfigs returns them. */
const seededNumbers = [
  { configKey: 'main', phoneNumber: '+971500000582' },
  { configKey: 'premium', phoneNumber: '+971500000583' },
  { configKey: 'ukOffice', phoneNumber: '+442079460582' },
];
const render = (name: string | undefined, profit = 250_000, method: ExtractionMethod = 'dividend', numbers = seededNumbers) =>
  renderTaxReportPdf(calculateTax({ profit, method }), { name }, new Date('2026-07-01T10:00:00Z'), reportContacts(numbers, SITE));

describe('the tax report as a reader sees it, rendered by MuPDF, poppler and Ghostscript', () => {
  it.each([
    ['a Latin name with Ł and Ş', 'Łucja Şahin'],
    ['an Arabic name', 'محمد العلي'],
    ['a Chinese name', '王小明'],
  ])('has ink under every glyph and no font warning, for %s', async (_, name) => {
    // Act
    const rendered = await renderPdf(await render(name));

    // Assess: every renderer drew every glyph of every line, and said nothing about the fonts.
    expect(rendered.renderings.map((rendering) => rendering.renderer)).toEqual(['mupdf', 'poppler', 'ghostscript']);
    expect(rendered.renderings.flatMap(renderingTrouble)).toEqual([]);
    // The check looked at the whole two-page report, the name's own letters included (Arabic in visual order).
    expect(rendered.glyphs.length).toBeGreaterThan(2000);
    expect(new Set(rendered.glyphs.map((glyph) => glyph.page))).toEqual(new Set([1, 2]));
    const nameLetters = [...name.replace(/\s/g, '')].sort();
    expect(nameLetters.every((letter) => rendered.glyphs.some((glyph) => glyph.char === letter))).toBe(true);
  });

  it('finds blank glyphs when a font is broken, so the check above can fail', async () => {
    // Prepare: the report with the glyph outlines of every embedded font zeroed, as a bad subsetter leaves them (the
    // text still extracts; the glyphs draw nothing).
    const document = await PDFDocument.load(await render('Anna Smith'));
    for (const [, object] of document.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict) || !object.has(PDFName.of('FontFile2'))) continue;
      const ref = object.get(PDFName.of('FontFile2')) as PDFRef;
      const font = decodePDFRawStream(document.context.lookup(ref) as PDFRawStream).decode();
      zeroTable(font, 'glyf');
      document.context.assign(ref, document.context.flateStream(font));
    }

    // Act
    const rendered = await renderPdf(await document.save());

    // Assess
    for (const rendering of rendered.renderings) expect(rendering.blankGlyphs.length).toBeGreaterThan(1000);
  });
});

/** Zeroes one table of a TrueType font in place (its directory: numTables at 4, 16-byte records from 12). */
function zeroTable(font: Uint8Array, tag: string) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  for (let record = 12; record < 12 + view.getUint16(4) * 16; record += 16) {
    if (String.fromCharCode(...font.subarray(record, record + 4)) !== tag) continue;
    const offset = view.getUint32(record + 8);
    font.fill(0, offset, offset + view.getUint32(record + 12));
  }
}

describe('what the tax report says', () => {
  it('opens with the brand, the plain name, the date and the headline saving in large figures', async () => {
    const { lines } = await renderPdf(await render('Łucja Şahin'));

    expect(lines.slice(0, 9)).toEqual([
      'Dubai Setup',
      'PREMIUM BOUTIQUE SERVICE',
      'Personal and confidential',
      'UK vs Dubai Tax Savings Report',
      'Prepared for',
      'Łucja Şahin',
      'Generated on 1 July 2026   ·   Dividend extraction',
      'Your estimated annual saving',
      '£60,097',
    ]);
    expect(lines).toContain('80% of your UK tax bill, on an annual company profit of £250,000');
  });

  it('names nobody when there is no plain name', async () => {
    const { lines } = await renderPdf(await render(undefined));

    expect(lines).toContain('UK vs Dubai Tax Savings Report');
    expect(lines.join('\n')).not.toContain('Prepared for');
  });

  it('lays the figures out as a table of UK against Dubai tax, with totals and the saving', async () => {
    const { lines } = await renderPdf(await render('Anna Smith'));

    expect(lines).toEqual(
      expect.arrayContaining([
        'Your calculation',
        'Tax per year',
        'United Kingdom',
        'Dubai',
        'Annual company profit',
        'Corporation tax / corporate tax',
        '£58,750',
        '£15,300',
        'Personal tax (income or dividend tax)',
        '£16,647',
        'Total tax',
        '£75,397',
        'Annual saving',
        '£60,097',
        'UK tax against Dubai tax, per year',
      ]),
    );
  });

  it('draws the chart as vector shapes: no page holds an image', async () => {
    const document = await PDFDocument.load(await render('Anna Smith'));

    for (const page of document.getPages()) {
      const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
      expect(objects?.entries() ?? []).toEqual([]);
    }
  });

  it('lists the rates the calculator uses and explains the extraction method', async () => {
    const text = (await renderPdf(await render('Anna Smith', 120_000, 'salary'))).lines.join('\n');

    expect(text).toContain('Salary extraction: the whole profit is paid to you as a salary');
    for (const rate of [
      'UK corporation tax: 23.5% of the profit',
      'UK dividend tax: 8.75% of dividends above the £1,000 dividend allowance.',
      'UK income tax on a salary: 0% up to £12,570, 20% to £50,270, 40% to £125,140 and 45% above.',
      'Employee National Insurance: 12% from £12,570 to £50,270, 2% above £50,270.',
      'Employer National Insurance: 13.8% of a salary above £12,570.',
      'Dubai corporate tax: 9% of the profit above £80,000.',
      'Dubai personal income tax: 0%.',
    ]) {
      expect(text).toContain(rate);
    }
  });

  it('recommends the three Dubai packages with their prices and setup times, the one fitting the profit first', async () => {
    const smaller = (await renderPdf(await render('Anna Smith', 120_000))).lines;
    const larger = (await renderPdf(await render('Anna Smith', 500_000))).lines;

    const order = (lines: string[]) => lines.filter((line) => ['UAE Mainland', 'Free Zone', 'Offshore'].includes(line));
    expect(order(smaller)).toEqual(['Free Zone', 'UAE Mainland', 'Offshore']);
    expect(order(larger)).toEqual(['UAE Mainland', 'Free Zone', 'Offshore']);
    expect(smaller[smaller.indexOf('Free Zone') + 1]).toBe('Recommended for your profit');
    expect(smaller).toEqual(
      expect.arrayContaining([
        'AED 16,900 (was AED 20,000)',
        'AED 12,900 (was AED 15,000)',
        'AED 9,900 (was AED 12,000)',
        'Set up in 24 hours   ·   3 visas',
        'Set up in 24 hours   ·   2 investor visas',
        'Set up in 48 hours   ·   No residence visas',
      ]),
    );
  });

  it('walks through the 24-hour setup stage by stage', async () => {
    const { lines } = await renderPdf(await render('Anna Smith'));

    expect(lines).toContain('Your relocation timeline: the 24-hour setup, step by step');
    const stages = lines.filter((line) => /^Hour \d/.test(line));
    expect(stages).toEqual(['Hour 1', 'Hour 2-4', 'Hour 5-8', 'Hour 9-16', 'Hour 17-24']);
  });

  it('links the consultation booking, WhatsApp on the main number and the UK office phone, from the live numbers', async () => {
    // Prepare: staff changed the main WhatsApp number in Phone Config.
    const numbers = [
      { configKey: 'main', phoneNumber: '+971500009999' },
      { configKey: 'ukOffice', phoneNumber: '+442079460582' },
    ];

    // Act
    const pdf = await render('Anna Smith', 250_000, 'dividend', numbers);

    // Assess
    const { lines } = await renderPdf(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Book your free 30-minute consultation',
        'Message us on WhatsApp: +971500009999',
        'Call our UK office: +442079460582',
      ]),
    );
    expect(await pdfLinks(pdf)).toEqual([
      'https://dubai-setup.example/uk#book-call',
      `https://wa.me/971500009999?text=${encodeURIComponent("Hi! I'd like to book my free 30-minute consultation about moving my business from the UK to Dubai.")}`,
      'tel:+442079460582',
    ]);
  });

  it('falls back to the seeded numbers when a number is switched off', async () => {
    const pdf = await render('Anna Smith', 250_000, 'dividend', []);

    expect((await pdfLinks(pdf)).slice(1)).toEqual([expect.stringMatching(/^https:\/\/wa\.me\/971500000582\?text=/), 'tel:+442079460582']);
  });

  it('ends with the one tax disclaimer the tax pages show', async () => {
    const text = (await renderPdf(await render('Anna Smith'))).lines.join(' ');

    expect(text).toContain(
      'Figures are illustrative estimates based on published UK and UAE tax rates and typical client profiles. Your savings depend on your residence, company structure and circumstances; take personal tax advice before acting.',
    );
  });

  it('is an A4 document with its title, author, subject and language set, and page numbers', async () => {
    const pdf = await render('Anna Smith');
    const document = await PDFDocument.load(pdf, { updateMetadata: false });

    expect(document.getPages().map((page) => page.getSize())).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 595.28, height: 841.89 },
    ]);
    expect(document.getTitle()).toBe('UK vs Dubai Tax Savings Report');
    expect(document.getAuthor()).toBe('Dubai Setup');
    expect(document.getSubject()).toBe('Estimated annual UK and Dubai tax on a company profit of £250,000, dividend extraction');
    expect(document.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(en-GB)');
    const { lines } = await renderPdf(pdf);
    expect(lines.filter((line) => /^Page \d of \d$/.test(line))).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  });
});

describe('the tax report for names in any script', () => {
  it('draws a name with Ł and Ş in an embedded Noto Sans subset, not Helvetica', async () => {
    const { lines, fonts } = await pdfContent(await render('Łucja Şahin'));

    expect(lines).toContain('Łucja Şahin');
    expect(fonts.every((font) => /^NotoSans(-Bold|-Regular)-\d+$/.test(font))).toBe(true);
    expect(fonts.join()).not.toMatch(/Helvetica/);
  });

  it('draws an Arabic name in Noto Sans Arabic, right to left', async () => {
    const { lines, fonts } = await pdfContent(await render('محمد العلي'));

    expect(fonts.some((font) => font.startsWith('NotoSansArabic-Regular'))).toBe(true);
    // Drawn in visual order (right to left), so the glyphs read back reversed; a PDF reader reorders them.
    expect(lines.map((line) => [...line].reverse().join(''))).toContain('محمد العلي');
  });

  it('draws a Chinese name in Noto Sans SC, embedding only the glyphs used (a 10 MB font, a small PDF)', async () => {
    const pdf = await render('王小明');
    const { lines, fonts } = await pdfContent(pdf);

    expect(lines).toContain('王小明');
    expect(fonts.some((font) => font.startsWith('NotoSansSC-Regular'))).toBe(true);
    expect(pdf.byteLength).toBeLessThan(60_000);
  });

  it('draws a name mixing scripts run by run, each in a font that has its letters', async () => {
    const { lines } = await pdfContent(await render('Anna 王'));

    const at = lines.indexOf('Anna ');
    expect(lines.slice(at, at + 2)).toEqual(['Anna ', '王']);
  });
});
