import { createRequire } from 'node:module';
import path from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces';

/**
 * The two font families a document may use (docs/decisions/017-pdf-library.md):
 * - `Helvetica`, one of the PDF standard fonts: nothing embedded, the smallest file, but only the
 *   Windows-1252 (WinAnsi) characters. Enough for fixed copy such as the Driver 101 manual.
 * - `Roboto`, embedded from pdfmake's own font files (subset to the glyphs used): for documents that
 *   carry people's names and addresses (billing, trip logs), which may hold any Latin, Greek or Cyrillic letter.
 */
export type PdfFontFamily = 'Helvetica' | 'Roboto';

const robotoDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

export const PDF_FONTS: TFontDictionary = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
  Roboto: {
    normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
    bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
    italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
  },
};

/** The only names pdfmake may open from disk: the fonts above, never a path that came with a document. */
export const ALLOWED_FONT_FILES = new Set(
  Object.values(PDF_FONTS).flatMap((family) => Object.values(family) as string[]),
);
