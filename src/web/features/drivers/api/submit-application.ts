import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverApplicationInput, SignedInDriverApplicationInput } from '@domain/driver';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

export type DriverApplicationBody = DriverApplicationInput | SignedInDriverApplicationInput;

/** POST /api/drivers: a visitor's body creates the account too; a signed-in user's does not (decision 024). */
export function postApplication(body: DriverApplicationBody, idempotencyKey: string) {
  return api.post('/api/drivers', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * One Idempotency-Key per distinct body: a retry of the same application after a dropped connection
 * (a phone in a car) reuses it, so the server answers the first result instead of a second account;
 * a changed body gets a new key.
 */
export function useSubmitDriverApplication() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: DriverApplicationBody) => {
      const serialized = JSON.stringify(body);
      if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
      return postApplication(body, attempt.current.key);
    },
    onSuccess: (driver) => {
      attempt.current = null;
      queryClient.setQueryData(queryKeys.drivers.mine(), driver);
    },
  });
}
