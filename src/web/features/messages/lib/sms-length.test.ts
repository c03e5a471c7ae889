import { describe, expect, it } from 'vitest';
import { smsParts } from './sms-length';

describe('how many texts a message takes', () => {
  it('is one up to 160 characters, and one more for each 160 after', () => {
    expect(smsParts('')).toBe(1);
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(321))).toBe(3);
  });

  it('counts an emoji as the one character the administrator typed', () => {
    expect(smsParts('🚐'.repeat(160))).toBe(1);
  });
});
