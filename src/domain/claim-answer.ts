import { z } from 'zod';
import {
  CLAIM_FILE_KINDS,
  CLAIM_FILE_LINE_KINDS,
  CLAIM_FILE_LINE_OUTCOMES,
  CLAIM_STATUSES,
  FIX_TARGETS,
  WORKLIST_STATUSES,
} from './claim-answer-words';
import { dollarAmount, instant } from './wire-formats';

export * from './claim-answer-words';

/** The largest claim file taken: an 835 of a few thousand claims is under 2 MB. */
export const MAX_CLAIM_FILE_BYTES = 8 * 1024 * 1024;

/** POST /api/claim-files: the file's text as it came from the clearinghouse, and its name for the list. */
export const claimFileInput = z
  .object({
    fileName: z
      .string()
      .trim()
      .max(200, 'File name must be at most 200 characters')
      .optional()
      .describe('The name the file came with, shown in the list'),
    content: z
      .string({ error: 'Choose a 999, 277CA or 835 file' })
      .min(1, 'Choose a 999, 277CA or 835 file')
      .max(MAX_CLAIM_FILE_BYTES, 'The file is larger than 8 MB')
      .describe('The X12 file, as text'),
  })
  .strict();
export type ClaimFileInput = z.input<typeof claimFileInput>;

/** One reason given for a verdict or an amount, with its code's words. */
export const claimReasonResponse = z
  .object({
    source: z.enum(CLAIM_FILE_KINDS),
    code: z
      .string()
      .describe(
        'As the file gives it: CO-16 (adjustment group and CARC), MA130 (RARC), A7:21:IL (277 category, status, entity), IK3 HI (999)',
      ),
    text: z.string(),
    amount: dollarAmount.nullable().describe('The adjustment, for a CAS reason'),
  })
  .meta({ id: 'ClaimReason' });
export type ClaimReason = z.infer<typeof claimReasonResponse>;

/** GET /api/claims: a claim with its status and what came back for it. */
export const claimResponse = z
  .object({
    id: z.guid(),
    controlNumber: z.string().describe('CLM01, as sent in the 837P and matched in the answers'),
    invoiceId: z.guid(),
    invoiceNumber: z.string(),
    payerId: z.guid(),
    payerName: z.string(),
    jobId: z.guid(),
    riderId: z.guid().nullable(),
    authorizationId: z.guid().nullable(),
    riderName: z.string(),
    serviceDate: z.string(),
    status: z.enum(CLAIM_STATUSES),
    total: dollarAmount,
    paid: dollarAmount,
    payerClaimNumber: z.string().nullable().describe("The payer's own number for the claim (REF*1K or CLP07)"),
    reasons: z.array(claimReasonResponse).describe('The last answer’s reasons, in words'),
    fix: z.array(z.enum(FIX_TARGETS)).describe('Where the reasons point the clerk, for a rejected or denied claim'),
    answeredAt: instant.nullable(),
    correctedAt: instant.nullable(),
    frequency: z.enum(['1', '7']).describe('CLM05-3 of the next file: 7 replaces the payer’s claim, 1 is new'),
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof claimResponse>;

export const claimListQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const asked = value.split(',').map((s) => s.trim());
      const bad = asked.find((s) => !(CLAIM_STATUSES as readonly string[]).includes(s));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `Not a claim status: ${bad}` });
        return z.NEVER;
      }
      return asked as (typeof CLAIM_STATUSES)[number][];
    })
    .describe(`One status or several, comma-separated (${WORKLIST_STATUSES.join(',')} is the worklist)`),
});

/** One line of a posted file and what it did. */
export const claimFileLineResponse = z
  .object({
    position: z.number().int(),
    kind: z.enum(CLAIM_FILE_LINE_KINDS),
    controlNumber: z
      .string()
      .describe('The claim number (CLM01) a 277CA or 835 line names, the transaction set of a 999, the PLB reference'),
    outcome: z.enum(CLAIM_FILE_LINE_OUTCOMES),
    matched: z.boolean().describe('The line names a claim or invoice the company sent'),
    posted: z.boolean().describe('The line changed a claim or an invoice; false when unmatched or already settled'),
    claimId: z.guid().nullable(),
    invoiceId: z.guid().nullable(),
    invoiceNumber: z.string().nullable(),
    riderName: z.string().nullable(),
    charge: dollarAmount.nullable(),
    paid: dollarAmount.nullable(),
    payerClaimNumber: z.string().nullable(),
    reasons: z.array(claimReasonResponse),
    note: z.string().nullable().describe('Why a line was not posted, in words'),
  })
  .meta({ id: 'ClaimFileLine' });
export type ClaimFileLine = z.infer<typeof claimFileLineResponse>;

export const claimFileSummaryResponse = z
  .object({
    id: z.guid(),
    kind: z.enum(CLAIM_FILE_KINDS),
    fileName: z.string().nullable(),
    interchangeControlNumber: z.string(),
    senderId: z.string(),
    test: z.boolean().describe('ISA15 T: the sender marked it test data'),
    receivedAt: instant,
    uploadedBy: z.string().nullable(),
    lineCount: z.number().int(),
    unmatchedCount: z.number().int(),
    rejectedCount: z.number().int().describe('Transaction sets or claims rejected, claims denied'),
    paid: dollarAmount.nullable().describe('An 835: the money it moves (BPR02 summed)'),
    traceNumbers: z.array(z.string()).describe('An 835: the check or EFT numbers (TRN02)'),
    balanced: z.boolean().describe('Every payment and claim of an 835 adds up; always true for the others'),
  })
  .meta({ id: 'ClaimFileSummary' });
export type ClaimFileSummary = z.infer<typeof claimFileSummaryResponse>;

export const claimFileResponse = claimFileSummaryResponse
  .extend({
    duplicate: z.boolean().describe('This answer is for a file posted before: nothing was posted again'),
    lines: z.array(claimFileLineResponse),
  })
  .meta({ id: 'ClaimFile' });
export type ClaimFile = z.infer<typeof claimFileResponse>;
