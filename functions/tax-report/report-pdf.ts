import type { PDFDocument, PDFFont } from 'pdf-lib';
import { BRAND_COLORS } from '#shared/brand-colors.ts';
import { BRAND_MARK } from '#shared/brand-mark.ts';
import { formatAed } from '#shared/main-site/packages.ts';
import { BRAND } from '#shared/site-copy.ts';
import { SETUP_TIMELINE } from '#shared/uk/content/fast-setup.ts';
import { structuresForProfit } from '#shared/uk/structure-recommendation.ts';
import { TAX_DISCLAIMER } from '#shared/uk/tax-disclaimer.ts';
import type { TaxCalculationResult } from '#shared/uk/tax-engine.ts';
import { formatPercent, formatPounds } from '#shared/uk/tax-engine.ts';
import { formatReportDate, rateAssumptions, TAX_REPORT_COPY as COPY } from '#shared/uk/tax-report-copy.ts';
import { CONTENT_WIDTH, hexColor, PAGE, ReportCanvas, type Fonts, type TextStyle } from './report-canvas.ts';
import { reportFontBytes, type ReportFontName } from './report-fonts.ts';

type Fontkit = (typeof import('fontkit'))['default'];

let pdfLibrary: Promise<[typeof import('pdf-lib'), Fontkit]> | undefined;

/**
 * pdf-lib and fontkit, imported when the first report is rendered and kept for the warm function: evaluating them
 * takes about 200 ms, which at module load would put the function's cold start over its 150 ms budget, and the
 * rate-limited or refused requests never need them.
 *
 * fontkit 1.9, not pdf-lib's own fork (@pdf-lib/fontkit 1.1.1): the fork's subsetter writes a `loca` table without
 * padding odd-length glyphs, so most glyphs of an embedded subset came out blank in poppler, MuPDF and Ghostscript.
 * fontkit fixed that in 1.8; 1.9 is the last line with the `encodeStream()` subset API pdf-lib 1.17 calls.
 */
function loadPdfLibrary() {
  pdfLibrary ??= Promise.all([import('pdf-lib'), import('fontkit').then((module) => module.default)]);
  // A failed import is not cached: the next report tries again.
  pdfLibrary.catch(() => {
    pdfLibrary = undefined;
  });
  return pdfLibrary;
}

/** Where the report's "next steps" lead: the live numbers staff set in Phone Config, and the booking page. */
export type ReportContacts = {
  /** The `main` WhatsApp number as stored (E.164) and its chat link with the booking message. */
  whatsapp: { number: string; href: string };
  /** The `ukOffice` number as stored (E.164); the link is tel:. */
  ukPhone: string;
  /** The consultation booking link: the calendar once the owner set one, else the hub's booking section. */
  bookingUrl: string;
};

/**
 * Renders the tax savings report for one calculation as an A4 PDF: the brand, the visitor's plain name (plainNameOf;
 * without one the report names nobody), the headline saving, the figures and a chart, the rates used, the structures
 * and timeline the /uk-dubai page promises, and the next steps with real links.
 */
export async function renderTaxReportPdf(
  calculation: TaxCalculationResult,
  recipient: { name: string | undefined },
  generatedAt: Date,
  contacts: ReportContacts,
): Promise<Uint8Array> {
  const [lib, fontkit] = await loadPdfLibrary();
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  describeDocument(pdf, calculation, generatedAt);

  // Unicode fonts, not Helvetica (WinAnsi only): a name with Ł, Ş, Arabic or Chinese letters gets its report too.
  const embedded = new Map<ReportFontName, Promise<PDFFont>>();
  const font = (name: ReportFontName) => {
    if (!embedded.has(name)) embedded.set(name, pdf.embedFont(reportFontBytes(name), { subset: true }));
    return embedded.get(name)!;
  };
  const fonts: Fonts = { regular: await font('regular'), bold: await font('bold'), get: font };
  const canvas = new ReportCanvas(pdf, lib, fonts);
  const colors = palette(lib);

  await drawCover(canvas, colors, calculation, recipient.name, generatedAt);
  drawFigures(canvas, colors, calculation);
  drawChart(canvas, colors, calculation);
  drawNextSteps(canvas, colors, contacts);
  canvas.pageBreak();
  drawMethod(canvas, colors, calculation);
  drawStructures(canvas, colors, calculation.income);
  drawTimeline(canvas, colors);
  drawDisclaimer(canvas, colors);
  drawFooters(canvas, colors);
  return pdf.save();
}

function describeDocument(pdf: PDFDocument, calculation: TaxCalculationResult, generatedAt: Date) {
  pdf.setTitle(COPY.title, { showInWindowTitleBar: true });
  pdf.setAuthor(BRAND.name);
  pdf.setSubject(COPY.documentSubject(calculation.income, calculation.extractionMethod));
  pdf.setKeywords([...COPY.keywords]);
  pdf.setCreator(BRAND.name);
  pdf.setProducer(BRAND.name);
  pdf.setLanguage('en-GB');
  pdf.setCreationDate(generatedAt);
  pdf.setModificationDate(generatedAt);
}

type Palette = ReturnType<typeof palette>;

function palette(lib: typeof import('pdf-lib')) {
  const { navy, gold } = BRAND_COLORS;
  return {
    ink: hexColor(lib, navy[900]),
    muted: hexColor(lib, navy[500]),
    navy: hexColor(lib, navy[800]),
    navyTint: hexColor(lib, navy[50]),
    line: hexColor(lib, navy[100]),
    gold: hexColor(lib, gold[400]),
    goldText: hexColor(lib, gold[700]),
    goldTint: hexColor(lib, gold[50]),
    white: lib.rgb(1, 1, 1),
  };
}

const body = (colors: Palette, size = 10.5): TextStyle => ({ size, color: colors.ink });

function heading(canvas: ReportCanvas, colors: Palette, text: string, spaceAfterHeading: number) {
  canvas.keep(20 + spaceAfterHeading);
  canvas.gap(6);
  canvas.textAt(text, PAGE.margin, canvas.y - 14, { size: 14, font: 'bold', color: colors.navy });
  canvas.gap(24);
}

/** The brand band, the title, who it is for and when, and the headline saving in large figures. */
async function drawCover(canvas: ReportCanvas, colors: Palette, calculation: TaxCalculationResult, name: string | undefined, generatedAt: Date) {
  const bandHeight = 84;
  canvas.rect(0, PAGE.height - bandHeight, PAGE.width, bandHeight, colors.navy);
  drawBrandMark(canvas, PAGE.margin, PAGE.height - 24, 36);
  canvas.textAt(BRAND.name, PAGE.margin + 48, PAGE.height - 43, { size: 17, font: 'bold', color: colors.white });
  canvas.textAt(BRAND.tagline.toUpperCase(), PAGE.margin + 48, PAGE.height - 57, { size: 8.5, color: colors.gold });
  canvas.textAt(COPY.confidential, PAGE.width - PAGE.margin, PAGE.height - 43, { size: 9.5, color: colors.white, align: 'right' });
  canvas.y = PAGE.height - bandHeight - 30;

  canvas.textAt(COPY.title, PAGE.margin, canvas.y - 24, { size: 24, font: 'bold', color: colors.navy });
  canvas.gap(44);
  if (name) {
    canvas.textAt(COPY.preparedFor, PAGE.margin, canvas.y - 10, { size: 10, color: colors.muted });
    canvas.gap(16);
    await canvas.mixedText(name, PAGE.margin, canvas.y - 17, { size: 17, font: 'bold', color: colors.ink });
    canvas.gap(28);
  }
  const method = COPY.method[calculation.extractionMethod];
  canvas.textAt(`${COPY.generatedOn} ${formatReportDate(generatedAt)}   ·   ${method}`, PAGE.margin, canvas.y - 10, { size: 10, color: colors.muted });
  canvas.gap(30);

  const boxHeight = 98;
  const top = canvas.y;
  canvas.rect(PAGE.margin, top - boxHeight, CONTENT_WIDTH, boxHeight, colors.goldTint);
  canvas.rect(PAGE.margin, top - boxHeight, 5, boxHeight, colors.gold);
  canvas.textAt(COPY.savings, PAGE.margin + 22, top - 26, { size: 12, font: 'bold', color: colors.ink });
  canvas.textAt(formatPounds(calculation.totalSavings), PAGE.margin + 22, top - 64, { size: 38, font: 'bold', color: colors.goldText });
  canvas.textAt(COPY.savingsShare(formatPercent(calculation.savingsPercentage), calculation.income), PAGE.margin + 22, top - 84, {
    size: 10,
    color: colors.ink,
  });
  canvas.y = top - boxHeight - 14;
}

/** The site's monogram (shared/brand-mark.ts) as vector shapes, its top-left corner at (x, top). */
function drawBrandMark(canvas: ReportCanvas, x: number, top: number, size: number) {
  const { size: grid, cornerRadius: r, background, letterColor, letterPath } = BRAND_MARK;
  const square = `M${r} 0H${grid - r}A${r} ${r} 0 0 1 ${grid} ${r}V${grid - r}A${r} ${r} 0 0 1 ${grid - r} ${grid}H${r}A${r} ${r} 0 0 1 0 ${grid - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
  const scale = size / grid;
  const lib = canvas.lib;
  // The band behind it is the mark's navy too, so the square gets a gold hairline to read as a tile.
  canvas.page.drawSvgPath(square, { x, y: top, scale, color: hexColor(lib, background), borderColor: hexColor(lib, letterColor), borderWidth: 0.8 / scale });
  canvas.page.drawSvgPath(letterPath, { x, y: top, scale, color: hexColor(lib, letterColor) });
}

/** The figures of the calculation as a table: each tax in the UK and in Dubai, the totals and the saving. */
function drawFigures(canvas: ReportCanvas, colors: Palette, calculation: TaxCalculationResult) {
  heading(canvas, colors, COPY.figuresHeading, 6 * 22);
  const ukRight = PAGE.margin + CONTENT_WIDTH - 130;
  const dubaiRight = PAGE.margin + CONTENT_WIDTH - 10;
  const rowHeight = 22;
  const row = (label: string, uk: string, dubai: string, style: TextStyle, fill?: typeof colors.ink) => {
    if (fill) canvas.rect(PAGE.margin, canvas.y - rowHeight, CONTENT_WIDTH, rowHeight, fill);
    const baseline = canvas.y - 15;
    canvas.textAt(label, PAGE.margin + 10, baseline, style);
    canvas.textAt(uk, ukRight, baseline, { ...style, align: 'right' });
    canvas.textAt(dubai, dubaiRight, baseline, { ...style, align: 'right' });
    canvas.y -= rowHeight;
    if (!fill) canvas.rule(canvas.y, colors.line);
  };
  const head: TextStyle = { size: 9.5, font: 'bold', color: colors.navy };
  row(COPY.columns.tax, COPY.columns.uk, COPY.columns.dubai, head, colors.navyTint);
  row(COPY.annualProfit, formatPounds(calculation.income), formatPounds(calculation.income), body(colors, 10));
  row(COPY.rows.corporateTax, formatPounds(calculation.ukCorporateTax), formatPounds(calculation.dubaiCorporateTax), body(colors, 10));
  row(COPY.rows.personalTax, formatPounds(calculation.ukPersonalTax), formatPounds(calculation.dubaiPersonalTax), body(colors, 10));
  row(COPY.rows.nationalInsurance, formatPounds(calculation.ukNIC), formatPounds(0), body(colors, 10));
  row(COPY.rows.total, formatPounds(calculation.totalUKTax), formatPounds(calculation.totalDubaiTax), { size: 10, font: 'bold', color: colors.ink });
  const saving: TextStyle = { size: 10.5, font: 'bold', color: colors.goldText };
  canvas.rect(PAGE.margin, canvas.y - rowHeight, CONTENT_WIDTH, rowHeight, colors.goldTint);
  canvas.textAt(COPY.annualSaving, PAGE.margin + 10, canvas.y - 15, saving);
  canvas.textAt(formatPounds(calculation.totalSavings), dubaiRight, canvas.y - 15, { ...saving, align: 'right' });
  canvas.y -= rowHeight + 10;
}

/** Two horizontal bars, UK tax and Dubai tax, drawn as vector shapes to one scale. */
function drawChart(canvas: ReportCanvas, colors: Palette, calculation: TaxCalculationResult) {
  heading(canvas, colors, COPY.chartHeading, 2 * 34);
  const labelWidth = 100;
  const valueRoom = 70;
  const barRoom = CONTENT_WIDTH - labelWidth - valueRoom;
  const largest = Math.max(calculation.totalUKTax, calculation.totalDubaiTax, 1);
  const bars = [
    { label: COPY.columns.uk, amount: calculation.totalUKTax, color: colors.navy },
    { label: COPY.columns.dubai, amount: calculation.totalDubaiTax, color: colors.gold },
  ];
  for (const bar of bars) {
    const barHeight = 20;
    const top = canvas.y;
    const width = Math.max(2, (bar.amount / largest) * barRoom);
    canvas.textAt(bar.label, PAGE.margin, top - 14, body(colors, 10));
    canvas.rect(PAGE.margin + labelWidth, top - barHeight, barRoom, barHeight, colors.navyTint);
    canvas.rect(PAGE.margin + labelWidth, top - barHeight, width, barHeight, bar.color);
    canvas.textAt(formatPounds(bar.amount), PAGE.margin + CONTENT_WIDTH, top - 14, { size: 10, font: 'bold', color: colors.ink, align: 'right' });
    canvas.y -= barHeight + 12;
  }
}

/** The extraction method in words and every rate and threshold the calculation used. */
function drawMethod(canvas: ReportCanvas, colors: Palette, calculation: TaxCalculationResult) {
  heading(canvas, colors, COPY.methodHeading, 40);
  canvas.paragraph(COPY.methodExplained[calculation.extractionMethod], body(colors));
  canvas.gap(4);
  canvas.paragraph(COPY.dubaiExplained, body(colors));
  canvas.gap(8);
  canvas.keep(16);
  canvas.textAt(COPY.ratesHeading, PAGE.margin, canvas.y - 10.5, { size: 10.5, font: 'bold', color: colors.navy });
  canvas.gap(18);
  for (const line of rateAssumptions()) bullet(canvas, colors, line, body(colors, 9.5));
}

function bullet(canvas: ReportCanvas, colors: Palette, text: string, style: TextStyle) {
  const indent = 14;
  const lines = canvas.wrap(text, CONTENT_WIDTH - indent, style);
  const leading = style.size * 1.45;
  canvas.keep(lines.length * leading);
  canvas.rect(PAGE.margin + 2, canvas.y - style.size * 0.72, 3.2, 3.2, colors.gold);
  for (const line of lines) {
    canvas.textAt(line, PAGE.margin + indent, canvas.y - style.size, style);
    canvas.y -= leading;
  }
}

/** The three packages, the one that fits the visitor's profit first, with price, setup time and visas. */
function drawStructures(canvas: ReportCanvas, colors: Palette, profit: number) {
  heading(canvas, colors, COPY.structuresHeading, 60);
  canvas.paragraph(COPY.structuresIntro, { size: 9.5, color: colors.muted });
  canvas.gap(4);
  for (const { setupPackage, fit, recommended } of structuresForProfit(profit)) {
    const fitStyle: TextStyle = { size: 9, color: colors.muted };
    const fitLines = canvas.wrap(fit, CONTENT_WIDTH - 28, fitStyle);
    const blockHeight = 44 + fitLines.length * 13;
    canvas.keep(blockHeight + 6);
    const top = canvas.y;
    canvas.rect(PAGE.margin, top - blockHeight, CONTENT_WIDTH, blockHeight, recommended ? colors.goldTint : colors.navyTint);
    if (recommended) canvas.rect(PAGE.margin, top - blockHeight, 4, blockHeight, colors.gold);
    canvas.textAt(setupPackage.title, PAGE.margin + 14, top - 18, { size: 12, font: 'bold', color: colors.navy });
    if (recommended) {
      const titleWidth = canvas.width(setupPackage.title, { size: 12, font: 'bold' });
      canvas.textAt(COPY.recommended, PAGE.margin + 24 + titleWidth, top - 18, { size: 9, font: 'bold', color: colors.goldText });
    }
    const price = COPY.structurePrice(formatAed(setupPackage.price), formatAed(setupPackage.originalPrice));
    canvas.textAt(price, PAGE.margin + CONTENT_WIDTH - 12, top - 18, { size: 10.5, font: 'bold', color: colors.ink, align: 'right' });
    const facts = [COPY.setupIn(setupPackage.setupTime), setupPackage.visas ?? COPY.noVisas].join('   ·   ');
    canvas.textAt(facts, PAGE.margin + 14, top - 33, { size: 9.5, color: colors.ink });
    fitLines.forEach((line, index) => canvas.textAt(line, PAGE.margin + 14, top - 48 - index * 13, fitStyle));
    canvas.y = top - blockHeight - 6;
  }
}

/** The 24-hour setup's five stages, as the /uk/fast-setup page lists them. */
function drawTimeline(canvas: ReportCanvas, colors: Palette) {
  heading(canvas, colors, COPY.timelineHeading, 40);
  const timeWidth = 72;
  for (const stage of SETUP_TIMELINE) {
    const details = canvas.wrap(stage.details, CONTENT_WIDTH - timeWidth, { size: 9.5 });
    canvas.keep(16 + details.length * 13.5);
    canvas.textAt(stage.time, PAGE.margin, canvas.y - 10.5, { size: 10.5, font: 'bold', color: colors.goldText });
    canvas.textAt(stage.task, PAGE.margin + timeWidth, canvas.y - 10.5, { size: 10.5, font: 'bold', color: colors.ink });
    canvas.gap(15);
    for (const line of details) {
      canvas.textAt(line, PAGE.margin + timeWidth, canvas.y - 9.5, { size: 9.5, color: colors.muted });
      canvas.gap(13.5);
    }
    canvas.gap(4);
  }
}

/** The consultation booking link, WhatsApp and the UK phone, each a real link. */
function drawNextSteps(canvas: ReportCanvas, colors: Palette, contacts: ReportContacts) {
  heading(canvas, colors, COPY.nextStepsHeading, 36);
  canvas.paragraph(COPY.nextStepsIntro, body(colors));
  canvas.gap(6);
  const links = [
    { text: COPY.bookingLink, href: contacts.bookingUrl },
    { text: COPY.whatsappLink(contacts.whatsapp.number), href: contacts.whatsapp.href },
    { text: COPY.phoneLink(contacts.ukPhone), href: `tel:${contacts.ukPhone}` },
  ];
  for (const link of links) {
    const style: TextStyle = { size: 11, font: 'bold', color: colors.navy };
    const width = canvas.width(link.text, style);
    canvas.keep(22);
    const baseline = canvas.y - 13;
    canvas.rect(PAGE.margin, baseline + 3, 6, 6, colors.gold);
    canvas.textAt(link.text, PAGE.margin + 16, baseline, style);
    canvas.page.drawLine({ start: { x: PAGE.margin + 16, y: baseline - 2 }, end: { x: PAGE.margin + 16 + width, y: baseline - 2 }, thickness: 0.6, color: colors.gold });
    canvas.link(link.href, PAGE.margin + 12, baseline - 5, width + 8, 20);
    canvas.gap(22);
  }
}

function drawDisclaimer(canvas: ReportCanvas, colors: Palette) {
  canvas.gap(12);
  canvas.keep(60);
  canvas.rule(canvas.y, colors.line);
  canvas.gap(10);
  canvas.textAt(COPY.disclaimerHeading, PAGE.margin, canvas.y - 9, { size: 9, font: 'bold', color: colors.muted });
  canvas.gap(14);
  canvas.paragraph(TAX_DISCLAIMER, { size: 8.5, color: colors.muted });
}

/** The brand and the page number at the foot of every page. */
function drawFooters(canvas: ReportCanvas, colors: Palette) {
  const style: TextStyle = { size: 8, color: colors.muted };
  canvas.pages.forEach((page, index) => {
    canvas.page = page;
    canvas.rule(PAGE.bottom - 30, colors.line);
    canvas.textAt(`${BRAND.name} · ${BRAND.tagline}`, PAGE.margin, PAGE.bottom - 44, style);
    canvas.textAt(COPY.page(index + 1, canvas.pages.length), PAGE.margin + CONTENT_WIDTH, PAGE.bottom - 44, { ...style, align: 'right' });
  });
}
