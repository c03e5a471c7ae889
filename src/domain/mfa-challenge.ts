import type { z } from 'zod';
import type { mfaChallengeSchema, SessionUser } from './auth';

// Kept apart from the schemas in mfa.ts: the session provider is in every page's bundle and must not load Zod
// (which would also run before the entry turns off Zod's eval probe; see src/web/lib/zod-without-eval.ts).

/** POST /api/login's answer for an admin who still owes the second factor. */
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export type LoginResult = SessionUser | MfaChallenge;

export function isMfaChallenge(result: LoginResult): result is MfaChallenge {
  return 'mfaRequired' in result && result.mfaRequired === true;
}
