import { FIX_TARGETS, type ClaimFileKind, type FixTarget } from './claim-answer-words';

/**
 * Where a rejected or denied claim is fixed (docs/decisions/101-posting-claim-answers.md), from the codes the
 * clearinghouse and the payer gave. The tables hold the codes a transport company meets; an unknown code points
 * nowhere, and a claim whose codes point nowhere sends the clerk to the trip, where every claim starts.
 */

const DIAGNOSIS: FixTarget[] = ['rider', 'authorization'];

/** Claim Adjustment Reason Codes (835 CAS). CARC 16 "lacks information" is read through the remarks beside it. */
const CARC: Record<string, FixTarget[]> = {
  ...Object.fromEntries(['11', '146', '167'].map((c) => [c, DIAGNOSIS])),
  ...Object.fromEntries(['15', '39', '62', '197', '198', '278'].map((c) => [c, ['authorization']])),
  ...Object.fromEntries(['26', '27', '31', '32', '33', '140', '177'].map((c) => [c, ['rider']])),
  ...Object.fromEntries(['19', '20', '21', '22', '23', '24', '29', '109', '200'].map((c) => [c, ['payer']])),
  ...Object.fromEntries(
    ['4', '5', '6', '7', '8', '9', '10', '18', '50', '96', '97', '151', '181', '182', '234', '236'].map((c) => [
      c,
      ['trip'],
    ]),
  ),
  '208': ['company'],
};

/** Remittance Advice Remark Codes (835 MOA, LQ). */
const RARC: Record<string, FixTarget[]> = {
  N54: ['authorization'],
  M62: ['authorization'],
  N517: ['authorization'],
  MA27: ['rider'],
  MA61: ['rider'],
  N382: ['rider'],
  M51: ['trip'],
  M20: ['trip'],
  N56: ['trip'],
  MA130: ['trip'],
  N290: ['company'],
  MA120: ['company'],
  N257: ['company'],
};

/** 277CA entity identifier codes: whose data the status is about. */
const ENTITY: Record<string, FixTarget[]> = {
  IL: ['rider'],
  QC: ['rider'],
  PR: ['payer'],
  '85': ['company'],
  '41': ['company'],
  '1P': ['company'],
};

/** 277CA claim status codes that name the data themselves. */
const STATUS: Record<string, FixTarget[]> = {
  ...Object.fromEntries(['254', '255', '256'].map((c) => [c, DIAGNOSIS])),
  '252': ['authorization'],
  ...Object.fromEntries(['33', '145', '158', '164'].map((c) => [c, ['rider']])),
  ...Object.fromEntries(['35', '116'].map((c) => [c, ['payer']])),
  ...Object.fromEntries(['78', '87', '90', '187', '453', '454', '455'].map((c) => [c, ['trip']])),
  ...Object.fromEntries(['128', '562'].map((c) => [c, ['company']])),
};

/** 999 segment ids (IK3, and IK4's segment before its two-digit position). */
const SEGMENT: Record<string, FixTarget[]> = {
  HI: DIAGNOSIS,
  NM1: ['rider'],
  N3: ['rider'],
  N4: ['rider'],
  DMG: ['rider'],
  CLM: ['trip'],
  SV1: ['trip'],
  DTP: ['trip'],
  LX: ['trip'],
  ISA: ['company'],
  GS: ['company'],
  BHT: ['company'],
  PRV: ['company'],
  REF: ['company'],
};

function targetsOf(source: ClaimFileKind, raw: string): FixTarget[] {
  const code = raw.trim().toUpperCase();
  if (!code) return [];
  if (source === '999') {
    const [kind = '', rest = ''] = code.split(/\s+/);
    // A whole set refused (IK5, AK9) is the file the product wrote.
    if (kind === 'IK5' || kind === 'AK9') return ['company'];
    if (kind === 'IK3') return SEGMENT[rest] ?? [];
    if (kind === 'IK4') return SEGMENT[rest.replace(/\d{2}$/, '')] ?? [];
    return [];
  }
  if (source === '277CA') {
    const [, status = '', entity = ''] = code.split(':');
    return [...(STATUS[status] ?? []), ...(ENTITY[entity] ?? [])];
  }
  const dash = code.indexOf('-');
  return dash > 0 ? (CARC[code.slice(dash + 1)] ?? []) : (RARC[code] ?? []);
}

/** Where a rejection's or denial's reasons point, each place once in a fixed order; the trip when none is known. */
export function fixTargetsOf(reasons: readonly { source: ClaimFileKind; code: string }[]): FixTarget[] {
  const found = new Set(reasons.flatMap((r) => targetsOf(r.source, r.code)));
  const targets = FIX_TARGETS.filter((t) => found.has(t));
  return targets.length > 0 ? targets : ['trip'];
}
