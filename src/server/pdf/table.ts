import type { Content, CustomTableLayout, Size, TableCell } from 'pdfmake/interfaces';
import { PDF_COLORS } from './brand';

export interface PdfColumn {
  header: string;
  /** Points, '*' to share the remaining width, or 'auto' to fit the content. */
  width?: Size;
  align?: 'left' | 'right' | 'center';
}

/** Registered by name in document.ts, so a table stays plain data that can be copied to a worker thread. */
export const TABLE_LAYOUT_NAME = 'keystone';
export const TABLE_LAYOUT: CustomTableLayout = {
  hLineWidth: (i) => (i === 1 ? 0.75 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? PDF_COLORS.brand : PDF_COLORS.rule),
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/**
 * A table of records (trip log lines, invoice lines) in the product's style: a bold header row repeated
 * on every page, light rules between rows, numbers aligned as their column says, no row split over two pages.
 */
export function pdfTable(columns: readonly PdfColumn[], rows: readonly (readonly (string | number)[])[]): Content {
  const header: TableCell[] = columns.map((c) => ({
    text: c.header,
    bold: true,
    color: PDF_COLORS.brand,
    alignment: c.align ?? 'left',
  }));
  const body: TableCell[][] = rows.map((row) =>
    row.map((value, i) => ({ text: String(value), alignment: columns[i]?.align ?? 'left' })),
  );
  return {
    table: { headerRows: 1, widths: columns.map((c) => c.width ?? '*'), body: [header, ...body], dontBreakRows: true },
    layout: TABLE_LAYOUT_NAME,
    fontSize: 9.5,
  };
}

/**
 * A printed form's grid (the CMS-1500): thin rules on every side of every cell in the form's red, tight padding.
 * Registered by name in document.ts like the table layout.
 */
export const FORM_LAYOUT_NAME = 'keystone-form';
export const FORM_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => PDF_COLORS.form,
  vLineColor: () => PDF_COLORS.form,
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2.5,
  paddingBottom: () => 4,
};
