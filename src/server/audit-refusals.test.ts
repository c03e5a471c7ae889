import { describe, expect, it } from 'vitest';
import { RefusalTally, type AuditRow } from './audit-refusals';

const refusal = (ip: string, route = '/api/drivers'): AuditRow => ({
  userId: null,
  role: null,
  action: 'access.denied',
  entity: null,
  entityId: null,
  statusCode: 401,
  ip,
  requestId: 'r',
  tokenId: null,
  tokenName: null,
  method: 'GET',
  route,
});

describe('RefusalTally', () => {
  it('admits the first refusal of a minute and counts the rest into one row when the minute is over', () => {
    const written: AuditRow[] = [];
    let now = 0;
    const tally = new RefusalTally(
      (row) => written.push(row),
      100,
      () => now,
    );
    const admitted = Array.from({ length: 10_000 }, () => tally.admit(refusal('198.51.100.1'))).filter(Boolean);
    expect(admitted).toHaveLength(1);
    tally.flush(false);
    expect(written).toEqual([]);
    now = 60_000;
    tally.flush(false);
    expect(written).toEqual([
      expect.objectContaining({
        action: 'access.denied.repeated',
        entity: 'request',
        entityId: '9999',
        ip: '198.51.100.1',
        requestId: null,
      }),
    ]);
    expect(tally.admit(refusal('198.51.100.1'))).toBe(true);
  });

  it('keeps addresses apart and holds a bounded number of windows', () => {
    const written: AuditRow[] = [];
    const tally = new RefusalTally(
      (row) => written.push(row),
      3,
      () => 0,
    );
    for (let i = 0; i < 10; i += 1) {
      tally.admit(refusal(`198.51.100.${i}`));
      tally.admit(refusal(`198.51.100.${i}`));
    }
    expect(tally.size).toBeLessThanOrEqual(3);
    expect(written.every((row) => row.entityId === '1')).toBe(true);
  });

  it('counts only refusals: 401, 429 and a 403 to nobody signed in', () => {
    expect([401, 429].map((s) => RefusalTally.isRefusal(s, true))).toEqual([true, true]);
    expect(RefusalTally.isRefusal(403, false)).toBe(true);
    expect(RefusalTally.isRefusal(403, true)).toBe(false);
    expect(RefusalTally.isRefusal(404, false)).toBe(false);
  });
});
