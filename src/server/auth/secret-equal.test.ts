import { describe, expect, it } from 'vitest';
import { secretEqual } from './secret-equal';

describe('secretEqual', () => {
  it('accepts exactly the expected secret', () => {
    expect(secretEqual('Bearer gateway-token-1', 'Bearer gateway-token-1')).toBe(true);
  });

  it('refuses a secret of the same length, a shorter or longer one, and none at all, without throwing', () => {
    const expected = 'Bearer gateway-token-1';
    for (const given of [
      'Bearer gateway-token-2',
      'Bearer gateway-token-',
      'Bearer gateway-token-12',
      '',
      undefined,
      null,
    ]) {
      expect(secretEqual(given, expected), String(given)).toBe(false);
    }
  });

  it('tells letters apart by case and by Unicode form', () => {
    expect(secretEqual('TOKEN', 'token')).toBe(false);
    expect(secretEqual('caf\u00e9', 'cafe\u0301')).toBe(false);
  });

  it('refuses a missing secret even when the expected one is empty', () => {
    expect(secretEqual(undefined, '')).toBe(false);
    expect(secretEqual('', '')).toBe(true);
  });
});
