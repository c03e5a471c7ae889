import { eq } from 'drizzle-orm';
import type { ApplyProposalResult } from '../../../domain/route-proposal';
import type { Database } from '../../db/client';
import { routeProposals } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { REFUSAL_MESSAGE } from '../jobs/assignment';
import { jobRowById } from '../jobs/service';
import { assignFromBoard } from '../jobs/board-assignment';
import { proposalById } from './proposal-repository';
import { toProposal } from './proposal-service';

interface Move {
  jobId: string;
  driverId: string;
  from: string | null;
}

/**
 * Applies a proposal's lanes (docs/decisions/064-route-proposals.md): each leg is moved as the board moves one, in
 * its own transaction and through the same safe-assignment rules, and only from the driver it had when the
 * proposal was made; a refused or meanwhile-moved leg stays where it is and is named in the answer. Applying again
 * is harmless: a leg already with its proposed driver counts as applied.
 */
export async function applyProposal(
  db: Database,
  id: string,
  driverIds: readonly string[] | undefined,
  timeZone: string,
): Promise<ApplyProposalResult> {
  const row = await proposalById(db, id);
  if (!row) throw notFound();
  const proposal = toProposal(row);
  if (proposal.status !== 'ready' || !proposal.result) throw conflict('This proposal is not ready to apply');
  const lanes = proposal.result.lanes;
  const unknown = (driverIds ?? []).filter((d) => !lanes.some((lane) => lane.driverId === d));
  if (unknown.length > 0)
    throw new HttpError(422, 'Choose lanes from the proposal', { driverIds: 'Choose lanes from the proposal' });
  const chosen = driverIds ? lanes.filter((lane) => driverIds.includes(lane.driverId)) : lanes;
  const origins = row.origins ?? {};
  let pending: Move[] = chosen.flatMap((lane) =>
    lane.movedJobIds.map((jobId) => ({ jobId, driverId: lane.driverId, from: origins[jobId] ?? null })),
  );

  const applied: ApplyProposalResult['applied'] = [];
  let refused: ApplyProposalResult['refused'] = [];
  // A leg leaving a driver may make room for one arriving: what capacity refused once is tried again after the rest.
  for (let pass = 0; pass < 2 && pending.length > 0; pass++) {
    refused = [];
    for (const move of pending) {
      const outcome = await moveLeg(db, move, timeZone);
      if (outcome === 'applied') applied.push({ jobId: move.jobId, driverId: move.driverId });
      else refused.push({ ...move, ...outcome });
    }
    pending = refused
      .filter((r) => r.reasons.includes('capacity'))
      .map(({ jobId, driverId }) => ({ jobId, driverId, from: origins[jobId] ?? null }));
  }
  await db.update(routeProposals).set({ appliedAt: new Date() }).where(eq(routeProposals.id, id));
  return {
    applied,
    refused: refused.map(({ jobId, driverId, message, reasons }) => ({ jobId, driverId, message, reasons })),
  };
}

async function moveLeg(
  db: Database,
  move: Move,
  timeZone: string,
): Promise<'applied' | { message: string; reasons: string[] }> {
  try {
    await assignFromBoard(db, move.jobId, { driverId: move.driverId, expectedDriverId: move.from }, timeZone);
    return 'applied';
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (error.statusCode === 409 && (await jobRowById(db, move.jobId))?.assignedDriverId === move.driverId)
      return 'applied';
    return {
      message: error.statusCode === 404 ? 'This leg no longer exists' : error.message,
      reasons: error.message === REFUSAL_MESSAGE ? [...(error.reasons ?? [])] : [],
    };
  }
}
