import { ApiError } from '@/lib/api-client';

/**
 * The server's refusal when it names a reason (error bodies carry `reasons`, decision 034), such as
 * 'nothing_to_bill' from a build or 'claim_checks' from a send: its message, to show in the dialog where the
 * clerk is looking rather than in a toast alone. Null for any other failure.
 */
export function refusalFor(error: unknown, reason: string): string | null {
  if (!(error instanceof ApiError) || !error.body?.reasons?.includes(reason)) return null;
  return error.serverMessage ?? null;
}
