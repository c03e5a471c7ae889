import { z } from 'zod';

/**
 * A page of a list as every list route answers it: newest first, and the cursor to pass back for the next
 * page (null on the last one).
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  });

export type Page<T> = { items: T[]; nextCursor: string | null };

/** A route that answers 204 declares this, so the OpenAPI document still says what a success looks like. */
export const noContent = z.null().describe('No content');
