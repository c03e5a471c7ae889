// The one way the product makes a PDF (docs/decisions/017-pdf-library.md): the build's training manual
// and the server's billing and trip-log documents use these building blocks.
export { PAGE, PAGE_MARGINS, PDF_COLORS } from './brand';
export { renderPdf, type PdfDocument } from './document';
export type { PdfFontFamily } from './fonts';
export { FORM_LAYOUT_NAME, pdfTable, type PdfColumn } from './table';
