import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, type PDFObject } from 'pdf-lib';

/** What a PDF shows: each text run, and the fonts it embeds by name. */
export type PdfContent = { lines: string[]; fonts: string[] };

const streamText = (stream: PDFObject | undefined) =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

/** A ToUnicode CMap (bfchar and bfrange entries) as glyph code to text. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // An empty target (<>) is a glyph that stands for no character, e.g. a mark the shaper added.
  const unicode = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(code!, 16), unicode(text!));
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const first = unicode(text!).codePointAt(0)!;
      for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code++) map.set(code, String.fromCodePoint(first + code - parseInt(from!, 16)));
    }
  }
  return map;
}

/**
 * The text a PDF drawn by pdf-lib shows, read back the way a PDF reader does: standard fonts as WinAnsi bytes,
 * embedded (Type0) fonts through their ToUnicode map, so a test can assert what a visitor would read.
 */
export async function pdfContent(pdf: Uint8Array): Promise<PdfContent> {
  const document = await PDFDocument.load(pdf);
  const lines: string[] = [];
  const fonts = new Set<string>();
  for (const page of document.getPages()) {
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const decoders = new Map<string, (hex: string) => string>();
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = document.context.lookup(ref, PDFDict);
      fonts.add(String(font.get(PDFName.of('BaseFont'))).replace(/^\//, ''));
      const toUnicode = font.get(PDFName.of('ToUnicode'));
      if (String(font.get(PDFName.of('Subtype'))) === '/Type0' && toUnicode) {
        const cmap = parseCMap(streamText(document.context.lookup(toUnicode)));
        decoders.set(name.asString(), (hex) => (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
      } else {
        decoders.set(name.asString(), (hex) => Buffer.from(hex, 'hex').toString('latin1'));
      }
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    let current = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
    for (const stream of streams) {
      for (const [, font, hex] of streamText(stream).matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (font) current = decoders.get(font) ?? current;
        else lines.push(current(hex!));
      }
    }
  }
  return { lines, fonts: [...fonts] };
}

/** The address of every link in a PDF (its URI link annotations), page by page, as a reader's click follows them. */
export async function pdfLinks(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().flatMap((page) =>
    (page.node.Annots()?.asArray() ?? []).map((ref) => {
      const action = document.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
      return action.lookup(PDFName.of('URI'), PDFString).decodeText();
    }),
  );
}
