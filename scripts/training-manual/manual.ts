import type { Content } from 'pdfmake/interfaces';
import { DEFAULT_COMPANY, type CompanyProfile } from '../../src/domain/company';
import { PAGE, PAGE_MARGINS, PDF_COLORS, renderPdf } from '../../src/server/pdf';
import { driverTraining, type TrainingModule } from '../../src/web/content/driver-training';

// pdfmake's lineHeight multiplies Helvetica's ascent-to-descent height (0.925 of the size): these give 11 pt
// text lines 15 and 17 pt apart, as the manual has always had.
const LINE_15PT = 15 / (11 * 0.925);
const LINE_17PT = 17 / (11 * 0.925);
const contentWidth = PAGE.width - PAGE_MARGINS[0] - PAGE_MARGINS[2];

function moduleSection(module: TrainingModule, index: number): Content {
  return {
    // A module that would not fit on the page starts the next one, so no module is split.
    unbreakable: true,
    margin: [0, 0, 0, 15],
    stack: [
      { text: `Module ${index + 1}: ${module.title}`, fontSize: 15, bold: true, color: PDF_COLORS.brand },
      { text: module.summary, fontSize: 10.5, italics: true, color: PDF_COLORS.muted, margin: [0, 7, 0, 10] },
      { ul: [...module.items], lineHeight: LINE_17PT, margin: [6, 0, 0, 0] },
    ],
  };
}

/**
 * The six Driver 101 modules as a PDF, built from the same data as the /driver-101 page, with the
 * company's contact details and page numbers at the foot of every page.
 */
export function trainingManualPdf(
  company: CompanyProfile = DEFAULT_COMPANY,
  modules: readonly TrainingModule[] = driverTraining.modules,
): Promise<Uint8Array> {
  return renderPdf({
    title: `${company.name}: Driver 101 Training Manual`,
    footer: `${company.name} · Dispatch ${company.phone} · ${company.email}`,
    content: [
      { text: company.name.toUpperCase(), fontSize: 10, bold: true, color: PDF_COLORS.brand },
      { text: 'Driver 101 Training Manual', fontSize: 24, bold: true, margin: [0, 9, 0, 7] },
      { text: driverTraining.intro, color: PDF_COLORS.muted, lineHeight: LINE_15PT },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: contentWidth, y2: 0, lineWidth: 0.75, lineColor: PDF_COLORS.brand }],
        margin: [0, 8, 0, 19],
      },
      ...modules.map(moduleSection),
    ],
  });
}
