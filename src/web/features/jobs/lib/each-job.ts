import { ApiError } from '@/lib/api-client';

export interface EachJobOutcome {
  done: number;
  refused: { id: string; reason: string }[];
}

/**
 * A bulk action as one call per job, one after the other (docs/decisions/083-job-management-bulk-and-kept-trips.md): each job is
 * judged and recorded by its own route, in its own transaction, and a refusal of one never undoes the others.
 * A refusal keeps the server's words; no answer at all is `noAnswer`.
 */
export async function eachJob(
  ids: readonly string[],
  call: (id: string) => Promise<unknown>,
  noAnswer: string,
): Promise<EachJobOutcome> {
  const outcome: EachJobOutcome = { done: 0, refused: [] };
  for (const id of ids) {
    try {
      await call(id);
      outcome.done += 1;
    } catch (error) {
      outcome.refused.push({
        id,
        reason: error instanceof ApiError ? (error.serverMessage ?? error.message) : noAnswer,
      });
    }
  }
  return outcome;
}
