import { z } from 'zod';
import type { ApiErrorBody } from '../../../domain/api-error';

/**
 * Decision 034's error body as the contract's `ApiError` component. It lives with the document, not in the domain:
 * the web app reads the interface, and must not load Zod for it.
 */
export const apiErrorSchema = z
  .object({
    message: z.string().describe('A sentence to show the user'),
    fieldErrors: z
      .record(z.string(), z.string())
      .optional()
      .describe("For 400 and some 409 and 422: a message for each field, under the request's field names"),
    reasons: z
      .array(z.string())
      .optional()
      .describe(
        'Codes of a refusal: each rule a driver breaks for 422 from safe assignment (driver_status, capacity, credential_expired:<kind>, …); outbound_not_done for 409 from "Rider ready"',
      ),
    noShowAllowedAt: z
      .string()
      .meta({ format: 'date-time' })
      .optional()
      .describe('For 409 from a no-show recorded too early: when it will be allowed'),
  })
  .strict()
  .describe('An error: the status says which, `message` says it in words')
  .meta({ id: 'ApiError' });

/** The schema and the interface the error handler answers with must not drift apart. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const errorBodyMatchesInterface: Same<z.infer<typeof apiErrorSchema>, ApiErrorBody> = true;
