import { DEFAULT_COMPANY, type CompanyProfile } from '../../src/domain/company';
import { driverTraining, type TrainingModule } from '../../src/web/content/driver-training';
import { buildPdf, PAGE_HEIGHT, PAGE_WIDTH, type PdfPage, type PdfText } from './pdf-writer';

const MARGIN = 60;
const BOTTOM = 72;
const TEAL = [0.059, 0.463, 0.431] as const; // brand-700, #0f766e
const MUTED = [0.278, 0.333, 0.412] as const; // slate-600

/** Greedy word wrap by an average Helvetica glyph width; the copy is short, so this is close enough. */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * D18: the six Driver 101 modules as a PDF, laid out top to bottom with a page break before a module
 * that would not fit. Built from the same data as the /driver-101 page.
 */
export function trainingManualPdf(company: CompanyProfile = DEFAULT_COMPANY, modules: readonly TrainingModule[] = driverTraining.modules): Uint8Array {
  const pages: PdfPage[] = [];
  let page: PdfPage = { texts: [], rules: [] };
  let y = PAGE_HEIGHT - MARGIN;
  const put = (text: string, size: number, font: PdfText['font'], x = MARGIN, color?: PdfText['color']) => {
    page.texts.push({ text, x, y, size, font, color });
  };

  put(company.name.toUpperCase(), 10, 'bold', MARGIN, TEAL);
  y -= 28;
  put('Driver 101 Training Manual', 24, 'bold');
  y -= 20;
  for (const line of wrap(driverTraining.intro, 11, PAGE_WIDTH - 2 * MARGIN)) {
    put(line, 11, 'regular', MARGIN, MUTED);
    y -= 15;
  }
  page.rules!.push({ x1: MARGIN, y1: y, x2: PAGE_WIDTH - MARGIN, y2: y, color: TEAL });
  y -= 30;

  modules.forEach((module, index) => {
    const height = 22 + 18 + module.items.length * 17 + 18;
    if (y - height < BOTTOM) {
      pages.push(page);
      page = { texts: [], rules: [] };
      y = PAGE_HEIGHT - MARGIN;
    }
    put(`Module ${index + 1}: ${module.title}`, 15, 'bold', MARGIN, TEAL);
    y -= 18;
    put(module.summary, 10.5, 'italic', MARGIN, MUTED);
    y -= 20;
    for (const item of module.items) {
      put('•', 11, 'regular', MARGIN + 6);
      put(item, 11, 'regular', MARGIN + 20);
      y -= 17;
    }
    y -= 18;
  });
  pages.push(page);

  pages.forEach((p, i) => {
    p.texts.push({
      text: `${company.name} · Dispatch ${company.phone} · ${company.email} · Page ${i + 1} of ${pages.length}`,
      x: MARGIN,
      y: 40,
      size: 8.5,
      font: 'regular',
      color: MUTED,
    });
  });
  return buildPdf(pages, `${company.name}: Driver 101 Training Manual`);
}
