/** The checks of diagnosis codes as the forms and the API read them; the rules themselves are in diagnosis-words.ts. */
import { z } from 'zod';
import { MAX_DIAGNOSES, normalizeDiagnosis } from './diagnosis-words';

export * from './diagnosis-words';

/**
 * A list of codes as a form or the API sends it (an array, or one string separated by commas or spaces): each
 * normalized, repeats dropped, at most twelve.
 */
export const diagnosisCodesInput = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((value, ctx) => {
    const raw = (typeof value === 'string' ? value.split(/[,;\s]+/) : (value ?? [])).filter((v) => v.trim() !== '');
    const codes: string[] = [];
    for (const entry of raw) {
      const code = normalizeDiagnosis(entry);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: `"${entry.trim()}" is not an ICD-10-CM code, such as Z99.2` });
        return z.NEVER;
      }
      if (!codes.includes(code)) codes.push(code);
    }
    if (codes.length > MAX_DIAGNOSES) {
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_DIAGNOSES} diagnosis codes` });
      return z.NEVER;
    }
    return codes;
  })
  .describe('ICD-10-CM diagnosis codes, such as Z99.2 (dialysis)');

/** One code, or none (a payer's default). */
export const diagnosisCodeInput = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const code = normalizeDiagnosis(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: `"${value.trim()}" is not an ICD-10-CM code, such as Z99.2` });
      return z.NEVER;
    }
    return code;
  })
  .describe('An ICD-10-CM diagnosis code, such as Z99.2');
