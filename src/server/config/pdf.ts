import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** PDF work (docs/decisions/075-bounded-pdf-work.md): how many worker threads lay out documents at once. */
export const pdfEnv = {
  PDF_WORKERS: z.coerce
    .number({ error: 'must be a number of worker threads' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(16, 'must be at most 16')
    .optional(),
};

export interface PdfConfig {
  /** Worker threads for PDFs; by default one a core, at most two, so documents never take every core. */
  pdfWorkers: number;
}

type PdfEnv = z.infer<z.ZodObject<typeof pdfEnv>>;

export function pdfConfig(e: PdfEnv): PdfConfig {
  return { pdfWorkers: e.PDF_WORKERS ?? Math.min(2, availableParallelism()) };
}
