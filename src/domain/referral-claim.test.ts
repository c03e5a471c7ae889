import { describe, expect, it } from 'vitest';
import { referralReference } from './referral';
import { idRangeOf, partnerMayHave, referenceInput, REFERENCE_MESSAGE } from './referral-claim';

describe('a reference as a person types it (decision 080)', () => {
  it("takes the confirmation's reference in any case, with or without REF-, and answers its eight hex digits", () => {
    const id = '1a2b3c4d-5e6f-4a0b-8c9d-0e1f2a3b4c5d';
    for (const typed of [referralReference(id), ' ref-1a2b3c4d ', 'REF 1A2B3C4D', '1a2b3c4d'])
      expect(referenceInput.parse(typed)).toBe('1a2b3c4d');
    const [low, high] = idRangeOf('1a2b3c4d');
    expect(low <= id && id <= high).toBe(true);
  });

  it('refuses anything else with one message', () => {
    for (const typed of ['', 'REF-1A2B3C4', 'REF-1A2B3C4DE', 'REF-1A2B3C4G', 'REF--1A2B3C4D', 'x'.repeat(50)]) {
      expect(referenceInput.safeParse(typed).error?.issues[0]?.message, typed).toBe(REFERENCE_MESSAGE);
    }
  });
});

describe('whether a partner may have a referral by its reference', () => {
  const partner = { id: 'p', email: 'Dana@Riverside.example' };
  it('is theirs already, or sent signed out from their email in any case', () => {
    expect(partnerMayHave({ submittedByUserId: 'p', referrerEmail: 'someone@else.example' }, partner)).toBe(true);
    expect(partnerMayHave({ submittedByUserId: null, referrerEmail: ' dana@riverside.EXAMPLE' }, partner)).toBe(true);
  });

  it("is never another partner's, another email's, or anyone's for an account with no email", () => {
    expect(partnerMayHave({ submittedByUserId: 'q', referrerEmail: 'dana@riverside.example' }, partner)).toBe(false);
    expect(partnerMayHave({ submittedByUserId: null, referrerEmail: 'maria@riverside.example' }, partner)).toBe(false);
    expect(
      partnerMayHave({ submittedByUserId: null, referrerEmail: 'dana@riverside.example' }, { id: 'p', email: null }),
    ).toBe(false);
  });
});
