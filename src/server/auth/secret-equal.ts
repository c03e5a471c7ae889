import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a secret given by a caller is the expected one, in time that depends on neither. `===` stops at the
 * first differing character, so its timing tells a guesser how much of a guess is right; timingSafeEqual does
 * not, but throws on unequal lengths, so both sides are hashed first: always 32 bytes, and a guess's length
 * tells nothing either. Lint forbids `===` on secret names in the server (eslint.config.js).
 */
export function secretEqual(given: string | null | undefined, expected: string): boolean {
  const same = timingSafeEqual(digest(given ?? ''), digest(expected));
  return same && given != null;
}
