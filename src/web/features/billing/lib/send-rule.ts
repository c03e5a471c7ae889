import { z } from 'zod';
import { invoiceSendInput, sentBeforePeriodEnd, type Invoice } from '@domain/invoice';
import { billingCopy } from '../content';

/**
 * What the send dialog holds: the day it goes out, the clerk's tick, and how many claims have problems (set when
 * the dialog opens, so the rule below is judged on the invoice as it is then).
 */
export interface SendFormValues {
  sentOn: string;
  acknowledgeProblems: boolean;
  problemClaims: number;
  /** The invoice's last day: it is never sent before it. */
  periodTo: string;
}

/** The claims a payer may refuse, each with its problems: what the send dialog lists. */
export const claimsWithProblems = (invoice: Pick<Invoice, 'claims'>) =>
  invoice.claims.filter((claim) => claim.problems.length > 0);

/**
 * The send form checked as the server checks it: the day by the server's own schema, and the rule that a draft
 * with claims that have problems goes out only when the clerk says so (acknowledgeProblems). The tick is sent
 * only when there are problems to acknowledge, so a clean invoice's body stays what invoiceSendInput allows.
 */
export const sendFormSchema = z
  .object({
    sentOn: z.string(),
    acknowledgeProblems: z.boolean(),
    problemClaims: z.number().int(),
    periodTo: z.string(),
  })
  .superRefine((value, context) => {
    const day = invoiceSendInput.safeParse({ sentOn: value.sentOn });
    // The first of the day's messages, as the form shows one per field: a blank day is "required", not also "not a date".
    const first = day.success ? undefined : day.error.issues[0];
    if (first) context.addIssue({ code: 'custom', message: first.message, path: ['sentOn'] });
    else if (value.sentOn.trim() < value.periodTo)
      context.addIssue({ code: 'custom', message: sentBeforePeriodEnd(value.periodTo), path: ['sentOn'] });
    if (value.problemClaims > 0 && !value.acknowledgeProblems)
      context.addIssue({
        code: 'custom',
        message: billingCopy.send.acknowledgeRequired,
        path: ['acknowledgeProblems'],
      });
  })
  .transform(({ sentOn, acknowledgeProblems, problemClaims }) => ({
    sentOn: sentOn.trim(),
    ...(problemClaims > 0 && acknowledgeProblems ? { acknowledgeProblems: true } : {}),
  }));

export type SendBody = z.output<typeof sendFormSchema>;

/** The form's values go to the schema as they are: nothing to convert. */
export const asSendInput = (values: SendFormValues) => values;
