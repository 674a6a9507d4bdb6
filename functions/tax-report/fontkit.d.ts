/**
 * fontkit 1.9 ships no typings. The report only hands its default export to pdf-lib, so it is typed as the font
 * engine pdf-lib's registerFontkit takes.
 */
declare module 'fontkit' {
  import type { PDFDocument } from 'pdf-lib';

  const fontkit: Parameters<PDFDocument['registerFontkit']>[0];
  export default fontkit;
}
