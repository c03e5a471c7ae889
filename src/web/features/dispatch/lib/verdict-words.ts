import type { Candidate } from '@domain/assignment';
import { reasonText } from '@domain/assignment-words';
import { dispatchCopy } from '@/content/dispatch';

const copy = dispatchCopy.assign;

/**
 * What a lane says of a held leg: why its driver cannot take it, or that they can, with the advice the drop will
 * bring (outside the driver's shift, a tight connection) said before the leg is let go.
 */
export function verdictWords(verdict: Pick<Candidate, 'eligible' | 'reasons' | 'warnings'>): string {
  if (!verdict.eligible) return `${copy.cannotTake}: ${verdict.reasons.map(reasonText).join('; ')}`;
  return verdict.warnings.length > 0
    ? `${copy.canTakeWithWarning}: ${verdict.warnings.map(reasonText).join('; ')}`
    : copy.canTake;
}
