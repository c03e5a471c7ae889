import { describe, expect, it } from 'vitest';
import { chainHolds, proofHash, type ChainedFields } from './chain';

const jobId = crypto.randomUUID();
const event = (seq: number, overrides: Partial<ChainedFields> = {}): ChainedFields => ({
  jobId,
  seq,
  kind: ['start', 'arrival', 'pickup', 'dropoff'][seq - 1] ?? 'correction',
  occurredAt: new Date(Date.UTC(2026, 10, 25, 14, seq * 5)),
  actorUserId: null,
  actorRole: 'driver',
  lat: 39.95,
  lng: -75.16,
  accuracyMeters: 8,
  odometer: seq === 3 ? 41_210.4 : null,
  signature: null,
  noSignatureReason: null,
  attested: false,
  correction: null,
  ...overrides,
});
const chained = (fields: ChainedFields[]) => {
  let prevHash = '';
  return fields.map((f) => {
    const hash = proofHash(prevHash, f);
    const row = { ...f, prevHash, hash };
    prevHash = hash;
    return row;
  });
};

describe('the proof chain', () => {
  it('holds for events as written', () => {
    expect(chainHolds(chained([1, 2, 3, 4].map((n) => event(n))))).toBe(true);
    expect(chainHolds([])).toBe(true);
  });

  it('shows an edited field, a removed event, a reordered pair and a re-hashed forgery', () => {
    const rows = chained([1, 2, 3, 4].map((n) => event(n)));
    expect(chainHolds(rows.map((r, i) => (i === 2 ? { ...r, odometer: 41_200 } : r)))).toBe(false);
    expect(chainHolds(rows.filter((_, i) => i !== 1))).toBe(false);
    expect(chainHolds([rows[0]!, rows[2]!, rows[1]!, rows[3]!])).toBe(false);
    // Whoever edits an event and recomputes its hash breaks the next event's link.
    const forged = { ...rows[1]!, occurredAt: new Date(Date.UTC(2026, 10, 25, 13, 0)) };
    forged.hash = proofHash(forged.prevHash, forged);
    expect(chainHolds([rows[0]!, forged, rows[2]!, rows[3]!])).toBe(false);
  });

  it('covers the signature and the correction note', () => {
    const signed = chained([event(1, { signature: 'data:image/png;base64,AAAA', attested: true })]);
    expect(chainHolds([{ ...signed[0]!, signature: 'data:image/png;base64,BBBB' }])).toBe(false);
    const corrected = chained([event(1, { kind: 'correction', correction: { step: 'pickup', note: 'Driver tapped late', at: null } })]);
    expect(chainHolds([{ ...corrected[0]!, correction: { step: 'pickup', note: 'Edited', at: null } }])).toBe(false);
  });
});
