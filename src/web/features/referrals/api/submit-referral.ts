import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { referralSchema } from '@domain/referral';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { invalidateAfterReferralChange } from '@/lib/query-keys';

/** What POST /api/referrals takes: the shared schema's output (trimmed strings, a known transport type). */
export type ReferralSubmission = z.output<typeof referralSchema>;

/** POST /api/referrals; the Idempotency-Key makes a retry of the same referral record it once. */
export function postReferral(input: ReferralSubmission, idempotencyKey: string) {
  return api.post('/api/referrals', { body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * Sends a referral with one Idempotency-Key per distinct body: a retry of the same referral after a
 * dropped connection reuses the key, so the server records it once even if the first try had
 * landed; edited content gets a new key (the server answers 422 to a reused key with another body);
 * after a success the next referral starts fresh.
 */
export function useSubmitReferral() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);

  return useMutation({
    mutationFn: (input: ReferralSubmission) => {
      const body = JSON.stringify(input);
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
      return postReferral(input, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
      // A partner's own list and the admin list now hold one more referral, and the figures count it.
      void invalidateAfterReferralChange(queryClient);
    },
  });
}
