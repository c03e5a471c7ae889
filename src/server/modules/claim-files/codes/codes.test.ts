import { describe, expect, it } from 'vitest';
import { ELEMENT_ERROR, SEGMENT_ERROR, TRANSACTION_SET_ERROR, segmentErrorText } from './ack-999';
import { CARC, DEACTIVATED_CARC, carcText } from './carc';
import {
  CLAIM_STATUS,
  CLAIM_STATUS_CATEGORY,
  claimStatusCategoryText,
  claimStatusText,
  entityText,
} from './claim-status';
import { clpStatusText } from './clp-status';
import { groupCodeText } from './group-codes';
import { codeText } from './lookup';
import { providerAdjustmentText } from './payment';
import { DEACTIVATED_RARC, RARC, rarcText } from './rarc';

/** The code lists as data (docs/decisions/100-acknowledgments-and-remittances.md). */

describe('code lists', () => {
  it('hold every claim adjustment reason code X12 publishes, current and deactivated', () => {
    const codes = Object.keys(CARC);
    expect(codes).toHaveLength(407);
    // 1 to 308 without a gap, and the lettered series.
    for (let n = 1; n <= 308; n++) expect(CARC).toHaveProperty(String(n));
    for (const [letter, last] of [
      ['A', 8],
      ['B', 23],
      ['D', 23],
      ['P', 32],
      ['W', 9],
      ['Y', 3],
    ] as const) {
      for (let n = letter === 'A' ? 0 : 1; n <= last; n++) expect(CARC).toHaveProperty(`${letter}${n}`);
    }
    expect([...DEACTIVATED_CARC].every((code) => code in CARC)).toBe(true);
    expect(DEACTIVATED_CARC.has('15')).toBe(true);
    expect(DEACTIVATED_CARC.has('16')).toBe(false);
  });

  it('hold at least 150 remark codes of the M, MA and N series', () => {
    const codes = Object.keys(RARC);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    expect(codes.every((code) => /^(M|MA|N)\d+$/.test(code))).toBe(true);
    expect([...DEACTIVATED_RARC].every((code) => code in RARC)).toBe(true);
  });

  it('hold every claim status category code, A0 to A8, E0 to E4, F0 to F4, P0 to P5, R0 to R16', () => {
    const expected = [
      ...Array.from({ length: 9 }, (_, n) => `A${n}`),
      ...Array.from({ length: 5 }, (_, n) => `E${n}`),
      ...Array.from({ length: 5 }, (_, n) => `F${n}`),
      ...Array.from({ length: 6 }, (_, n) => `P${n}`),
      ...Array.from({ length: 17 }, (_, n) => `R${n}`).filter((code) => code !== 'R2'),
      'D0',
    ];
    expect(expected.filter((code) => !(code in CLAIM_STATUS_CATEGORY))).toEqual([]);
    expect(Object.keys(CLAIM_STATUS).length).toBeGreaterThan(500);
  });

  it('hold the 999 error codes the guide allows', () => {
    expect(Object.keys(SEGMENT_ERROR)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', 'I4', 'I6', 'I7', 'I8', 'I9']);
    expect(ELEMENT_ERROR).toHaveProperty('I12');
    expect(TRANSACTION_SET_ERROR).toHaveProperty('I5');
  });
});

describe('a code in words', () => {
  it('is the official text', () => {
    expect(carcText('1')).toBe('Deductible Amount');
    expect(carcText('2')).toBe('Coinsurance Amount');
    expect(carcText('16')).toBe('Claim/service lacks information or has submission/billing error(s).');
    expect(rarcText('N54')).toBe('Claim information is inconsistent with pre-certified/authorized services.');
    expect(rarcText('M22')).toBe('Missing/incomplete/invalid number of miles traveled.');
    expect(claimStatusCategoryText('A1')).toBe(
      'Acknowledgement/Receipt-The claim/encounter has been received. This does not mean that the claim has been accepted for adjudication.',
    );
    expect(claimStatusText('562')).toBe("Entity's National Provider Identifier (NPI).");
    expect(entityText('85')).toBe('Billing Provider');
    expect(groupCodeText('PR')).toBe('Patient Responsibility');
    expect(clpStatusText('22')).toBe('Reversal of Previous Payment');
    expect(providerAdjustmentText('WO')).toBe('Overpayment Recovery');
    expect(segmentErrorText('3')).toBe('Required Segment Missing');
  });

  it('answers "Unknown code X" for a code the list does not hold, and never reads the object’s prototype', () => {
    expect(carcText('999')).toBe('Unknown code 999');
    expect(rarcText('N9999')).toBe('Unknown code N9999');
    expect(claimStatusCategoryText('R17')).toBe('Unknown code R17');
    expect(claimStatusText('')).toBe('Unknown code ');
    expect(codeText(CARC, 'constructor')).toBe('Unknown code constructor');
    expect(codeText(CARC, 'toString')).toBe('Unknown code toString');
  });
});
