/**
 * Diagnoses on a claim (docs/decisions/099-claims-a-clearinghouse-accepts.md): ICD-10-CM codes, which every 837P
 * claim carries in its HI segment and the CMS-1500 in box 21. A code is a letter, a digit, a letter or digit, then
 * optionally a point and one to four letters or digits (the fourth to seventh characters): E11.9, N18.6, Z99.2,
 * S72.001A. Stored and shown with the point; the 837P sends it without.
 */
export const DIAGNOSIS_PATTERN = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;
/** A claim carries at most twelve diagnoses (HI in loop 2300, box 21 A–L). */
export const MAX_DIAGNOSES = 12;
/** A charge line points at no more than four of them (SV107, box 24E). */
export const MAX_LINE_POINTERS = 4;

/** A code as a person types it ("z992", " n18.6 ") in its stored form ("Z99.2"), or null when it cannot be one. */
export function normalizeDiagnosis(input: string): string | null {
  const bare = input.toUpperCase().replace(/[\s.]/g, '');
  if (bare.length < 3 || bare.length > 7) return null;
  const code = bare.length === 3 ? bare : `${bare.slice(0, 3)}.${bare.slice(3)}`;
  return DIAGNOSIS_PATTERN.test(code) ? code : null;
}

/** The code as X12 writes it: no point. */
export const diagnosisForX12 = (code: string) => code.replace('.', '');

/**
 * The claim's diagnoses: the trip's own (its authorization's, else its referral's), else the rider's, else the
 * payer's default. Empty when none has any, a claim problem before sending.
 */
export function claimDiagnoses(sources: {
  authorization?: readonly string[] | null;
  referral?: readonly string[] | null;
  rider?: readonly string[] | null;
  payerDefault?: string | null;
}): string[] {
  for (const list of [sources.authorization, sources.referral, sources.rider]) {
    if (list && list.length > 0) return list.slice(0, MAX_DIAGNOSES);
  }
  return sources.payerDefault ? [sources.payerDefault] : [];
}

/** Codes often on a transport claim, offered as suggestions in the forms (a person may type any valid code). */
export const COMMON_DIAGNOSES = [
  { code: 'Z99.2', label: 'Dependence on renal dialysis' },
  { code: 'N18.6', label: 'End stage renal disease' },
  { code: 'Z51.11', label: 'Encounter for antineoplastic chemotherapy' },
  { code: 'Z51.0', label: 'Encounter for antineoplastic radiation therapy' },
  { code: 'Z99.3', label: 'Dependence on wheelchair' },
  { code: 'Z74.09', label: 'Other reduced mobility' },
  { code: 'Z99.81', label: 'Dependence on supplemental oxygen' },
  { code: 'Z09', label: 'Follow-up examination after completed treatment' },
  { code: 'Z48.89', label: 'Encounter for other specified surgical aftercare' },
  { code: 'M54.50', label: 'Low back pain, unspecified' },
  { code: 'E11.9', label: 'Type 2 diabetes mellitus without complications' },
  { code: 'I50.9', label: 'Heart failure, unspecified' },
] as const;

/** The rider's sex as claims state it (DMG03, box 3): female, male or unknown. */
export const SEXES = ['F', 'M', 'U'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { F: 'Female', M: 'Male', U: 'Unknown' };
