import type { ProposalResult } from '../../domain/route-proposal';
import type { Database } from '../db/client';
import { routeProposals } from '../db/schema';

const EMPTY: ProposalResult = {
  lanes: [],
  unplaced: [],
  driversLeftOut: [],
  current: { legs: 0, miles: 0, minutes: 0 },
  proposed: { legs: 0, miles: 0, minutes: 0 },
  legsMoved: 0,
  iterations: 0,
  seconds: 0,
};

/** A finished proposal written as the solver would leave it; `origins` says who had each leg when it was made. */
export async function readyProposal(
  db: Database,
  result: Partial<ProposalResult> = {},
  origins: Record<string, string | null> = {},
  serviceDate = '2031-03-04',
): Promise<{ id: string }> {
  const [row] = await db
    .insert(routeProposals)
    .values({
      serviceDate,
      scope: 'unassigned',
      status: 'ready',
      result: { ...EMPTY, ...result },
      origins,
      finishedAt: new Date(),
    })
    .returning({ id: routeProposals.id });
  return row!;
}
