import type { z } from 'zod';

/** Zod issues as decision 034's fieldErrors: the first message for each field, by its dotted path. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
