import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIX_TARGETS, type ClaimFileKind } from './claim-answer-words';
import { fixTargetsOf } from './claim-fix';

const one = (source: ClaimFileKind, code: string) => fixTargetsOf([{ source, code }]);

describe('where a refused claim is fixed', () => {
  it.each([
    ['835', 'CO-11', ['rider', 'authorization']],
    ['835', 'CO-197', ['authorization']],
    ['835', 'PR-27', ['rider']],
    ['835', 'OA-109', ['payer']],
    ['835', 'CO-18', ['trip']],
    ['835', 'CO-208', ['company']],
    ['835', 'N290', ['company']],
    ['835', 'MA130', ['trip']],
    ['835', 'N54', ['authorization']],
    ['277CA', 'A7:164:IL', ['rider']],
    ['277CA', 'A7:21:85', ['company']],
    ['277CA', 'A7:21:PR', ['payer']],
    ['277CA', 'A7:254', ['rider', 'authorization']],
    ['277CA', 'A7:252', ['authorization']],
    ['277CA', 'A7:187', ['trip']],
    ['999', 'IK3 HI', ['rider', 'authorization']],
    ['999', 'IK3 NM1', ['rider']],
    ['999', 'IK4 NM109', ['rider']],
    ['999', 'IK4 SV101', ['trip']],
    ['999', 'IK5 5', ['company']],
    ['999', 'AK9 R', ['company']],
  ] as const)('%s %s points at %j', (source, code, targets) => {
    expect(one(source, code)).toEqual(targets);
  });

  it('reads CARC 16 ("lacks information") through the remarks beside it', () => {
    expect(one('835', 'CO-16')).toEqual(['trip']);
    expect(
      fixTargetsOf([
        { source: '835', code: 'CO-16' },
        { source: '835', code: 'N290' },
      ]),
    ).toEqual(['company']);
  });

  it('sends the clerk to the trip when no code is known, and reads codes in any case with blanks around', () => {
    expect(fixTargetsOf([])).toEqual(['trip']);
    expect(one('835', 'CO-99999')).toEqual(['trip']);
    expect(one('277CA', 'a7:164:il')).toEqual(['rider']);
    expect(one('999', '  ik3 dmg ')).toEqual(['rider']);
    expect(one('835', '')).toEqual(['trip']);
  });

  it('names each place once, in the worklist’s order, whatever order the reasons came in', () => {
    expect(
      fixTargetsOf([
        { source: '835', code: 'N290' },
        { source: '835', code: 'OA-109' },
        { source: '277CA', code: 'A7:164:IL' },
        { source: '835', code: 'PR-27' },
      ]),
    ).toEqual(['rider', 'payer', 'company']);
  });

  it('always answers at least one place, each once, in FIX_TARGETS order, for any codes', () => {
    const reason = fc.record({
      source: fc.constantFrom<ClaimFileKind>('999', '277CA', '835'),
      code: fc.oneof(
        fc.string(),
        fc.constantFrom('CO-11', 'N290', 'A7:164:IL', 'IK3 HI', 'IK5 R', 'PR-27', 'OA-109', 'A7:187'),
      ),
    });
    fc.assert(
      fc.property(fc.array(reason, { maxLength: 12 }), (reasons) => {
        const targets = fixTargetsOf(reasons);
        expect(targets.length).toBeGreaterThan(0);
        expect(new Set(targets).size).toBe(targets.length);
        const order = targets.map((t) => FIX_TARGETS.indexOf(t));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });
});
