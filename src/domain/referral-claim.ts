import { z } from 'zod';

/**
 * Finding a referral by its reference (docs/decisions/080-visitor-referrals-reach-the-partner.md). The reference is
 * `referralReference(id)`: REF- and the id's first eight hex digits; a person may type it in any case, with or
 * without the prefix.
 */
export const REFERENCE_MESSAGE = 'Enter the reference from the confirmation, like REF-1A2B3C4D';
/** The one answer to a reference that is not the partner's to have, whether or not it exists. */
export const NOT_YOURS_MESSAGE = "No referral with that reference was sent from your account's email";

export const referenceInput = z
  .string({ error: REFERENCE_MESSAGE })
  .trim()
  .max(40, REFERENCE_MESSAGE)
  .transform((value) => value.toLowerCase().replace(/^ref[-\s]?/, ''))
  .refine((digits) => /^[0-9a-f]{8}$/.test(digits), REFERENCE_MESSAGE);

/** POST /api/referrals/claim and the partner's "Find a referral" form. */
export const referralClaimSchema = z.object({ reference: referenceInput });
export type ReferralClaimInput = z.input<typeof referralClaimSchema>;

/** The lowest and highest ids whose reference is these eight hex digits: a range the primary key answers. */
export function idRangeOf(digits: string): [string, string] {
  return [`${digits}-0000-0000-0000-000000000000`, `${digits}-ffff-ffff-ffff-ffffffffffff`];
}

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ReferralOwnership {
  submittedByUserId: string | null;
  referrerEmail: string;
}

/**
 * Whether a partner who gave a referral's reference may have it: it is already theirs, or it was sent signed out
 * (nobody's yet) from the email their account has, in any case. A referral another partner sent signed in stays
 * theirs, whatever email it names. The reference is what proves the partner sent it: account emails are not
 * verified, so the email alone is never enough (decision 080).
 */
export function partnerMayHave(referral: ReferralOwnership, partner: { id: string; email: string | null }): boolean {
  if (referral.submittedByUserId !== null) return referral.submittedByUserId === partner.id;
  return sameEmail(referral.referrerEmail, partner.email);
}
