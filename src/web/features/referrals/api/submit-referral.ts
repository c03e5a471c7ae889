import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '@domain/api-error';
import type { z } from 'zod';
import type { Referral, referralSchema } from '@domain/referral';
import { ApiError } from '@/lib/api-client';

/** What POST /api/referrals takes: the shared schema's output (trimmed strings, a known transport type). */
export type ReferralSubmission = z.output<typeof referralSchema>;

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).message === 'string') return parsed as ApiErrorBody;
  } catch {
    // Not JSON: the toast falls back to SPEC.md's generic words.
  }
  return null;
}

/**
 * The shared api client cannot send extra headers, and this call needs Idempotency-Key, so it
 * goes through fetch here while keeping the client's contract: same-origin cookies, ApiError on failure.
 */
export async function postReferral(input: ReferralSubmission, idempotencyKey: string): Promise<Referral> {
  const response = await fetch('/api/referrals', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  return JSON.parse(text) as Referral;
}

/** crypto.randomUUID exists only in secure contexts; a plain-http LAN address still needs a key. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
      // A partner's own list and the admin list now hold one more referral.
      void queryClient.invalidateQueries({ queryKey: ['/api/referrals'] });
    },
  });
}
