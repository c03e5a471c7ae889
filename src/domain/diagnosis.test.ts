import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  claimDiagnoses,
  COMMON_DIAGNOSES,
  diagnosisCodeInput,
  diagnosisCodesInput,
  diagnosisForX12,
  normalizeDiagnosis,
} from './diagnosis';

describe('ICD-10-CM codes', () => {
  it('reads codes as people type them', () => {
    expect(normalizeDiagnosis('z992')).toBe('Z99.2');
    expect(normalizeDiagnosis(' n18.6 ')).toBe('N18.6');
    expect(normalizeDiagnosis('Z09')).toBe('Z09');
    expect(normalizeDiagnosis('s72001a')).toBe('S72.001A');
    expect(normalizeDiagnosis('C4A.9')).toBe('C4A.9');
  });

  it('refuses what is not a code', () => {
    for (const bad of ['', '99.2', 'ZZ9', 'Z9', 'Z99.21234', 'Z99-2', '1234', 'Z99.2!'])
      expect(normalizeDiagnosis(bad), bad).toBeNull();
  });

  it('ships only valid suggestions', () => {
    for (const { code } of COMMON_DIAGNOSES) expect(normalizeDiagnosis(code)).toBe(code);
  });

  it('writes a code without its point for X12', () => {
    expect(diagnosisForX12('S72.001A')).toBe('S72001A');
    expect(diagnosisForX12('Z09')).toBe('Z09');
  });

  it('is stable: a normalized code normalizes to itself, with and without its point', () => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const code = fc
      .tuple(
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        fc.constantFrom(...'0123456789'),
        alnum,
        fc.array(alnum, { maxLength: 4 }),
      )
      .map(([a, b, c, rest]) => `${a}${b}${c}${rest.join('')}`);
    fc.assert(
      fc.property(code, (typed) => {
        const stored = normalizeDiagnosis(typed);
        expect(stored).not.toBeNull();
        expect(normalizeDiagnosis(stored!)).toBe(stored);
        expect(diagnosisForX12(stored!)).toBe(typed);
      }),
    );
  });
});

describe('diagnosis lists', () => {
  it('takes an array or a comma-separated string, dropping repeats', () => {
    expect(diagnosisCodesInput.parse('z99.2, N186 z992')).toEqual(['Z99.2', 'N18.6']);
    expect(diagnosisCodesInput.parse(['E11.9'])).toEqual(['E11.9']);
    expect(diagnosisCodesInput.parse(null)).toEqual([]);
    expect(diagnosisCodesInput.parse('')).toEqual([]);
  });

  it('names the entry that is not a code, and refuses more than twelve', () => {
    const bad = diagnosisCodesInput.safeParse('Z99.2, dialysis');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('"dialysis" is not an ICD-10-CM code, such as Z99.2');
    const many = Array.from({ length: 13 }, (_, i) => `Z${String(10 + i)}`);
    expect(diagnosisCodesInput.safeParse(many).error?.issues[0]?.message).toBe('At most 12 diagnosis codes');
  });

  it('takes one code or none', () => {
    expect(diagnosisCodeInput.parse(' z992 ')).toBe('Z99.2');
    expect(diagnosisCodeInput.parse('')).toBeNull();
    expect(diagnosisCodeInput.safeParse('dialysis').success).toBe(false);
  });
});

describe('a claim’s diagnoses', () => {
  it('come from the authorization, else the referral, else the rider, else the payer’s default', () => {
    expect(claimDiagnoses({ authorization: ['S72.001A'], referral: ['Z99.2'], rider: ['E11.9'] })).toEqual([
      'S72.001A',
    ]);
    expect(claimDiagnoses({ authorization: [], referral: ['Z99.2'], rider: ['E11.9'] })).toEqual(['Z99.2']);
    expect(claimDiagnoses({ referral: null, rider: ['E11.9'], payerDefault: 'Z99.2' })).toEqual(['E11.9']);
    expect(claimDiagnoses({ rider: [], payerDefault: 'Z99.2' })).toEqual(['Z99.2']);
    expect(claimDiagnoses({})).toEqual([]);
  });
});
