/**
 * A minimal PDF 1.4 writer for text-only documents: the standard Helvetica fonts (no embedding, so no
 * font files), WinAnsi encoding, one content stream per page and a byte-exact cross-reference table.
 * Enough for the Driver 101 manual (D18) without a PDF library in the dependency tree.
 */
export type PdfFont = 'regular' | 'bold' | 'italic';

export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  font: PdfFont;
  /** RGB components 0–1. */
  color?: readonly [number, number, number];
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color?: readonly [number, number, number];
}

export interface PdfPage {
  texts: PdfText[];
  rules?: PdfRule[];
}

export const PAGE_WIDTH = 612; // US Letter, in points
export const PAGE_HEIGHT = 792;

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2', italic: 'F3' };
const BASE_FONTS = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'];

// The few characters outside Latin-1 that the copy uses, at their WinAnsiEncoding code points.
const WIN_ANSI: Record<string, number> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** A PDF string literal in WinAnsi bytes (as a binary string: one char per byte). */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const mapped = WIN_ANSI[ch];
    const code = mapped ?? ch.charCodeAt(0);
    if (code > 0xff) throw new Error(`Character ${JSON.stringify(ch)} has no WinAnsi code`);
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\';
    out += String.fromCharCode(code);
  }
  return `${out})`;
}

const rgb = (color: readonly [number, number, number] | undefined) => (color ?? [0, 0, 0]).map((c) => c.toFixed(3)).join(' ');

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const rule of page.rules ?? []) {
    ops.push(`${rgb(rule.color)} RG 0.75 w ${rule.x1} ${rule.y1} m ${rule.x2} ${rule.y2} l S`);
  }
  for (const t of page.texts) {
    ops.push(`BT ${rgb(t.color)} rg /${FONT_RESOURCE[t.font]} ${t.size} Tf ${t.x} ${t.y} Td ${pdfString(t.text)} Tj ET`);
  }
  return ops.join('\n');
}

/** The document as bytes. Objects: 1 catalog, 2 page tree, 3–5 fonts, then a page and its content per page. */
export function buildPdf(pages: PdfPage[], title: string): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 7 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  BASE_FONTS.forEach((font, i) => {
    objects[3 + i] = `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`;
  });
  objects[6] = `<< /Title ${pdfString(title)} /Producer (Keystone build) >>`;
  pages.forEach((page, i) => {
    const stream = contentStream(page);
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // Binary string throughout (one char = one byte), so string lengths are byte offsets.
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;

  const bytes = new Uint8Array(pdf.length);
  for (let i = 0; i < pdf.length; i++) bytes[i] = pdf.charCodeAt(i);
  return bytes;
}
