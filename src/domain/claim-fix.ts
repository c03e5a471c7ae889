import { FIX_TARGETS, type ClaimFileKind, type FixTarget } from './claim-answer-words';

// Provisional table; the full one replaces it.
const CARC: Record<string, FixTarget[]> = {
  '11': ['rider', 'authorization'],
  '15': ['authorization'],
  '197': ['authorization'],
  '31': ['rider'],
  '109': ['payer'],
  '18': ['trip'],
};
const RARC: Record<string, FixTarget[]> = { N290: ['company'], MA130: ['trip'] };
const ENTITY: Record<string, FixTarget[]> = { IL: ['rider'], QC: ['rider'], PR: ['payer'], '85': ['company'] };
const SEGMENT: Record<string, FixTarget[]> = {
  NM1: ['rider'],
  N3: ['rider'],
  N4: ['rider'],
  DMG: ['rider'],
  HI: ['rider', 'authorization'],
  SV1: ['trip'],
  CLM: ['trip'],
};

function targetsOf(source: ClaimFileKind, raw: string): FixTarget[] {
  const code = raw.trim().toUpperCase();
  if (!code) return [];
  if (source === '999') {
    const [kind, rest = ''] = code.split(/\s+/);
    if (kind === 'IK5' || kind === 'AK9') return ['company'];
    return SEGMENT[kind === 'IK4' ? rest.slice(0, -2) : rest] ?? [];
  }
  if (source === '277CA') {
    const [, , entity] = code.split(':');
    return entity ? (ENTITY[entity] ?? []) : [];
  }
  const dash = code.indexOf('-');
  return dash > 0 ? (CARC[code.slice(dash + 1)] ?? []) : (RARC[code] ?? []);
}

/** Where a rejection's or denial's reasons point the clerk; the trip when none is known. */
export function fixTargetsOf(reasons: readonly { source: ClaimFileKind; code: string }[]): FixTarget[] {
  const found = new Set(reasons.flatMap((r) => targetsOf(r.source, r.code)));
  const targets = FIX_TARGETS.filter((t) => found.has(t));
  return targets.length > 0 ? targets : ['trip'];
}
