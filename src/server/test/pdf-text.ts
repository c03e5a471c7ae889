import { inflateSync } from 'node:zlib';

/**
 * Reads back a PDF that the product made (src/server/pdf), for tests: enough of the format to check the
 * page count, the title and the words shown in the standard fonts, without a PDF reader in the test set-up.
 */
export interface PdfReadBack {
  pages: number;
  title: string | undefined;
  /** Every word drawn in a standard (WinAnsi) font, in drawing order. */
  text: string;
  /** Fonts embedded as TrueType files (their BaseFont names). */
  embeddedFonts: string[];
  images: number;
}

// WinAnsi code points that differ from Latin-1.
const WIN_ANSI: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};
const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => parseInt(pair, 16))
    .map((code) => WIN_ANSI[code] ?? String.fromCharCode(code))
    .join('');

export function readBackPdf(bytes: Uint8Array): PdfReadBack {
  const buffer = Buffer.from(bytes);
  const raw = buffer.toString('latin1');
  if (!raw.startsWith('%PDF-') || !raw.trimEnd().endsWith('%%EOF')) throw new Error('not a complete PDF file');

  const streams: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      streams.push(inflateSync(buffer.subarray(start, raw.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // not a content stream we can read (fonts, images)
    }
  }
  const text = streams
    .flatMap((stream) => [...stream.matchAll(/\/(F\d+) [\d.]+ Tf\n\[([^\]]*)\] TJ/g)])
    .filter((m) => isStandardFontResource(raw, m[1]!))
    .map((m) => [...m[2]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => decodeHex(h[1]!)).join(''))
    .join('');

  const titleRef = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  const titleObject = titleRef
    ? new RegExp(`\\n${titleRef} 0 obj\\n\\((.*)\\)\\nendobj`).exec(raw)?.[1]
    : /\/Title \((.*?)\)/.exec(raw)?.[1];
  return {
    pages: Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(raw)?.[1] ?? 0),
    title: titleObject,
    text,
    embeddedFonts: [...raw.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!),
    images: [...raw.matchAll(/\/Subtype \/Image/g)].length,
  };
}

/** pdfkit names every font resource F1, F2…; a standard font's dictionary has no FontDescriptor. */
function isStandardFontResource(raw: string, resource: string): boolean {
  const ref = new RegExp(`/${resource} (\\d+) 0 R`).exec(raw)?.[1];
  if (!ref) return false;
  const object = new RegExp(`\\n${ref} 0 obj\\n([\\s\\S]*?)endobj`).exec(raw)?.[1] ?? '';
  return /\/Subtype \/Type1/.test(object) && !/FontDescriptor/.test(object);
}
