/** The product's colours and page set-up in PDFs, matching the web app's Tailwind theme. */
export const PDF_COLORS = {
  /** brand-700 */
  brand: '#0f766e',
  /** slate-600: secondary text */
  muted: '#475569',
  /** slate-200: table rules */
  rule: '#e2e8f0',
  text: '#000000',
  /** The CMS-1500's red ink (its labels and rules), so a claim form reads like the printed one. */
  form: '#b42318',
} as const;

/** US Letter in points. */
export const PAGE = { width: 612, height: 792 } as const;

/** Left, top, right, bottom in points; the footer sits inside the bottom margin. */
export const PAGE_MARGINS: [number, number, number, number] = [60, 60, 60, 72];
