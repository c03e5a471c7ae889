import { ApiError } from './api-client';

/**
 * A call that got no answer at all (no signal, the server out of reach): fetch rejects without a status. It says
 * nothing about the session, unlike a 401, so it must never sign anyone out.
 */
export function isNetworkError(error: unknown): boolean {
  return error !== null && error !== undefined && !(error instanceof ApiError);
}
