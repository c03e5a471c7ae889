import { describe, expect, it } from 'vitest';
import {
  chainHolds,
  chainKey,
  chainKeys,
  heldBeforeSeals,
  keyedProofHash,
  plainProofHash,
  sealedHead,
  type ChainedFields,
  type ChainHead,
  type ChainKeys,
  type StoredEvent,
} from './chain';

const keys = chainKeys('the-servers-secret-'.padEnd(40, 'x'));
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

/** Events as appendProofEvent writes them: keyed with `with` (or plain, for null), each head pinned. */
function chained(
  fields: ChainedFields[],
  with_: ChainKeys['current'] | null = keys.current,
  after: StoredEvent[] = [],
) {
  let prevHash = after.at(-1)?.hash ?? '';
  const rows = fields.map((f, i) => {
    const stored = {
      ...f,
      seq: after.length + i + 1,
      id: crypto.randomUUID(),
      recordedAt: new Date(f.occurredAt.getTime() + 1_000),
      prevHash,
      chainKey: with_?.id ?? null,
    };
    const hash = with_ ? keyedProofHash(with_.secret, stored) : plainProofHash(prevHash, stored);
    prevHash = hash;
    return { ...stored, hash };
  });
  return [...after, ...rows];
}
/** Each keyed event's head, sealed with the key it was written with, as appendProofEvent seals it. */
const headsOf = (rows: StoredEvent[], under = keys): ChainHead[] =>
  rows
    .filter((r) => r.chainKey !== null)
    .map((r) => sealedHead({ id: r.chainKey!, secret: under.known.get(r.chainKey!)! }, jobId, r));
const holds = (rows: StoredEvent[], heads = headsOf(rows), under = keys) => chainHolds(jobId, rows, heads, under);

describe('the keyed proof chain', () => {
  it('holds for events as written, each pinned', () => {
    expect(holds(chained([1, 2, 3, 4].map((n) => event(n))))).toBe(true);
    expect(holds([])).toBe(true);
  });

  it('shows an edited field, a removed event, a reordered pair and a re-hashed forgery', () => {
    const rows = chained([1, 2, 3, 4].map((n) => event(n)));
    const heads = headsOf(rows);
    expect(
      holds(
        rows.map((r, i) => (i === 2 ? { ...r, odometer: 41_200 } : r)),
        heads,
      ),
    ).toBe(false);
    expect(
      holds(
        rows.filter((_, i) => i !== 1),
        heads,
      ),
    ).toBe(false);
    expect(holds([rows[0]!, rows[2]!, rows[1]!, rows[3]!], heads)).toBe(false);
    // The last event removed: what is left still chains, but the trail pinned a fourth.
    expect(holds(rows.slice(0, 3), heads)).toBe(false);
    expect(holds(rows.slice(0, 3), heads.slice(0, 3))).toBe(true);
  });

  it('covers every stored field: the time received, the id, the signature, the correction note', () => {
    const rows = chained(
      [1, 2].map((n) => event(n, n === 2 ? { signature: 'data:image/png;base64,AAAA', attested: true } : {})),
    );
    const heads = headsOf(rows);
    for (const change of [
      { recordedAt: new Date(0) },
      { id: crypto.randomUUID() },
      { signature: 'data:image/png;base64,BBBB' },
      { actorUserId: crypto.randomUUID() },
    ]) {
      expect(holds([rows[0]!, { ...rows[1]!, ...change }], heads)).toBe(false);
    }
    const corrected = chained([
      event(1, { kind: 'correction', correction: { step: 'pickup', note: 'Driver tapped late', at: null } }),
    ]);
    expect(
      holds([{ ...corrected[0]!, correction: { step: 'pickup', note: 'Edited', at: null } }], headsOf(corrected)),
    ).toBe(false);
  });

  it('covers a late reason and a signer once set, while an event without them hashes as it always did', () => {
    const rows = chained([
      event(1),
      event(2),
      event(3, { lateReason: 'traffic', lateNote: null }),
      event(4, { signerType: 'caregiver', signerName: 'Ana Ruiz' }),
    ]);
    const heads = headsOf(rows);
    expect(holds(rows, heads)).toBe(true);
    for (const forged of [
      { lateReason: 'weather' },
      { lateReason: null },
      { signerType: 'rider' },
      { signerName: 'Someone Else' },
    ])
      expect(
        holds(
          rows.map((r, i) => (i >= 2 ? { ...r, ...forged } : r)),
          heads,
        ),
      ).toBe(false);
    // Unset fields leave the hash of an event written before they existed unchanged.
    const { lateReason: _l, lateNote: _n, signerType: _t, signerName: _s, ...before } = { ...rows[0]! };
    expect(keyedProofHash(keys.current.secret, { ...before })).toBe(rows[0]!.hash);
    expect(keyedProofHash(keys.current.secret, { ...rows[0]!, lateReason: null, signerType: null })).toBe(
      rows[0]!.hash,
    );
  });

  it('is not remade without the key: a chain rewritten under another key, or as unkeyed events, does not hold', () => {
    const rows = chained([1, 2, 3].map((n) => event(n)));
    const edited = [1, 2, 3].map((n) =>
      event(n, n === 2 ? { occurredAt: new Date(Date.UTC(2026, 10, 25, 13, 0)) } : {}),
    );
    const otherKey = chainKey('an-attackers-guess-'.padEnd(40, 'y'));
    const underOther = chained(edited, otherKey);
    expect(holds(underOther, headsOf(underOther, chainKeys('an-attackers-guess-'.padEnd(40, 'y'))))).toBe(false);
    // Written as events from before the chain was keyed, and pinned as migration 0025 pinned: the pin has no seal.
    const plain = chained(edited, null);
    expect(holds(plain, [{ seq: 3, hash: plain[2]!.hash, key: null }])).toBe(false);
    expect(holds(plain, [...headsOf(rows), { seq: 3, hash: plain[2]!.hash, key: null }])).toBe(false);
  });

  it('counts a pin only when its seal verifies: a made-up or copied seal is ignored', () => {
    const rows = chained([1, 2, 3].map((n) => event(n)));
    const [first, second] = headsOf(rows);
    const last = { seq: 3, hash: rows[2]!.hash, key: keys.current.id };
    // The last event pinned only with a seal that does not verify: not intact.
    expect(holds(rows, [first!, second!, { ...last, mac: 'f'.repeat(64) }])).toBe(false);
    expect(holds(rows, [first!, second!, { ...last, mac: second!.mac }])).toBe(false);
    expect(holds(rows, [first!, second!, { ...last, key: null }])).toBe(false);
    // Another job's seal of the same number and hash does not verify for this one.
    expect(holds(rows, [first!, second!, sealedHead(keys.current, crypto.randomUUID(), rows[2]!)])).toBe(false);
    // A pin whose seal does not verify, naming another hash, neither breaks nor makes the record.
    expect(
      holds(rows, [...headsOf(rows), { seq: 2, hash: 'a'.repeat(64), key: keys.current.id, mac: 'b'.repeat(64) }]),
    ).toBe(true);
  });

  it('reads events from before the chain was keyed once their last one is sealed, and keyed events after them', () => {
    const old = chained(
      [1, 2].map((n) => event(n)),
      null,
    );
    const pin: ChainHead = { seq: 2, hash: old[1]!.hash, key: null };
    // As migration 0025 left them: they held by the earlier rule, and the first start-up seals their last event.
    expect(heldBeforeSeals(old, [pin], keys)).toBe(true);
    expect(holds(old, [pin])).toBe(false);
    const seal = sealedHead(keys.current, jobId, old[1]!);
    expect(holds(old, [pin, seal])).toBe(true);
    const continued = chained([event(3)], keys.current, old);
    expect(holds(continued, [pin, seal, ...headsOf(continued)])).toBe(true);
    // Unpinned, or with an unkeyed event added after the pin, or an old event after a keyed one: not held before either.
    expect(heldBeforeSeals(old, [], keys)).toBe(false);
    const added = chained([event(3)], null, old);
    expect(heldBeforeSeals(added, [pin, { seq: 3, hash: added[2]!.hash, key: null }], keys)).toBe(false);
    expect(holds(added, [pin, seal])).toBe(false);
    expect(
      heldBeforeSeals(chained([event(2)], null, chained([event(1)])), [{ seq: 2, hash: '', key: null }], keys),
    ).toBe(false);
  });

  it('checks events under an earlier key after a rotation, and cannot check them without it', () => {
    const before = chainKeys('the-old-secret-'.padEnd(40, 'o'));
    const rows = chained(
      [1, 2].map((n) => event(n)),
      before.current,
    );
    const rotated = chainKeys('the-new-secret-'.padEnd(40, 'n'), ['the-old-secret-'.padEnd(40, 'o')]);
    const more = chained([event(3)], rotated.current, rows);
    expect(holds(more, headsOf(more, rotated), rotated)).toBe(true);
    expect(holds(more, headsOf(more, rotated), chainKeys('the-new-secret-'.padEnd(40, 'n')))).toBe(false);
    expect(chainKey('a-secret-'.padEnd(40, 'z')).id).toMatch(/^[0-9a-f]{16}$/);
  });
});
