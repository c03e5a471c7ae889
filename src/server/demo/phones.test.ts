import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textablePhone } from '../../domain/phone';
import { fictionalPhone } from './phones';

describe('made-up phone numbers', () => {
  it('are numbers a text could reach, in the range set aside for fiction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        expect(textablePhone(fictionalPhone(n))).not.toBeNull();
        expect(fictionalPhone(n)).toMatch(/ 555-01\d\d$/);
      }),
    );
  });

  it('differ for the first 600', () => {
    expect(new Set(Array.from({ length: 600 }, (_, n) => fictionalPhone(n))).size).toBe(600);
  });
});
