import pdfmake from 'pdfmake';
import type { Content, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PAGE_MARGINS, PDF_COLORS } from './brand';
import { ALLOWED_FONT_FILES, PDF_FONTS, type PdfFontFamily } from './fonts';
import { FORM_LAYOUT, FORM_LAYOUT_NAME, TABLE_LAYOUT, TABLE_LAYOUT_NAME } from './table';

/**
 * A document in the product's terms. Plain data (no functions), so the same description renders here or in
 * a worker thread (render-in-worker.ts). `content` is pdfmake's content: text, columns, lists, tables
 * (see table.ts), images (a PNG or JPEG as a data: URL, e.g. a signature;
 * never a path or a link, which are refused).
 */
export interface PdfDocument {
  title: string;
  content: Content;
  /** Shown at the top of every page but the first. */
  header?: string;
  /**
   * Shown at the foot of every page, followed by "Page n of N"; `false` for no foot at all, on a page whose
   * whole area is spoken for (the CMS-1500, printed onto pre-printed forms).
   */
  footer?: string | false;
  font?: PdfFontFamily;
  styles?: StyleDictionary;
  /**
   * Left, top, right and bottom in points; the product's margins unless given. A form placed to the point on the
   * page (the CMS-1500) has none, so nothing near the paper's edge is pushed onto a new page.
   */
  margins?: [number, number, number, number];
}

pdfmake.setFonts(PDF_FONTS);
pdfmake.addTableLayouts({ [TABLE_LAYOUT_NAME]: TABLE_LAYOUT, [FORM_LAYOUT_NAME]: FORM_LAYOUT });
// A document never makes the process read a file or fetch a URL (an image given as a path or a link is
// refused): everything it shows is passed in as data.
pdfmake.setLocalAccessPolicy((file) => ALLOWED_FONT_FILES.has(file));
pdfmake.setUrlAccessPolicy(() => false);

const [left, , right, bottom] = PAGE_MARGINS;

function definition(doc: PdfDocument): TDocumentDefinitions {
  const { footer, header } = doc;
  return {
    info: { title: doc.title, producer: 'Keystone', creator: 'Keystone' },
    pageSize: 'LETTER',
    pageMargins: doc.margins ?? PAGE_MARGINS,
    defaultStyle: { font: doc.font ?? 'Helvetica', fontSize: 11 },
    styles: doc.styles,
    content: doc.content,
    header: header
      ? (page) =>
          page === 1 ? '' : { text: header, fontSize: 8.5, color: PDF_COLORS.muted, margin: [left, 30, right, 0] }
      : undefined,
    footer:
      footer === false
        ? undefined
        : (page, pages) => ({
            text: [footer ? `${footer} · ` : '', `Page ${page} of ${pages}`].join(''),
            fontSize: 8.5,
            color: PDF_COLORS.muted,
            // The text's baseline about 40 pt above the paper's edge.
            margin: [left, bottom - 48, right, 0],
          }),
  };
}

/** The document as PDF bytes. */
export async function renderPdf(doc: PdfDocument): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(definition(doc)).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
