import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from './dates';

describe('timeZoneLabel', () => {
  it('names the company time zone in words and letters, the same in winter and summer', () => {
    expect(timeZoneLabel('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('Eastern time (ET)');
    expect(timeZoneLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('Eastern time (ET)');
    expect(timeZoneLabel('America/Chicago')).toBe('Central time (CT)');
  });
});
