import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsOf,
  formatAmount,
  formatDollars,
  formatQuantity,
  multiplyCents,
  parseCents,
  parseQuantity,
  ratio,
  roundHalfAwayFromZero,
  sumCents,
} from './money';

const MAX = Number.MAX_SAFE_INTEGER;
const anyCents = fc.integer({ min: -MAX, max: MAX });
const priceCents = fc.integer({ min: 0, max: 10_000_000 });
/** A decimal quantity as a string, 0 to 4 decimals, with its exact fraction (small enough that price × quantity fits). */
const decimalQuantity = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.integer({ min: 0, max: 4 }))
  .map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return { text, num: units, den: 10n ** BigInt(scale) };
  });

describe('parseCents', () => {
  it('reads dollar amounts into exact cents', () => {
    expect(parseCents('65.00')).toBe(6500);
    expect(parseCents('1,240.5')).toBe(124050);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents('$1,240.50')).toBe(124050);
    expect(parseCents(' 12 ')).toBe(1200);
    expect(parseCents('1,234,567.89')).toBe(123456789);
    expect(parseCents('0')).toBe(0);
    // The sums that go wrong in binary floating point.
    expect(parseCents('0.1')! + parseCents('0.2')!).toBe(parseCents('0.3'));
    expect(parseCents('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in a double
  });

  it('refuses fractions of a cent, misplaced commas, exponents and other garbage', () => {
    for (const text of [
      '1.234',
      '0.001',
      '1,24.00',
      '12,34',
      '1,2345.00',
      '1e3',
      '12.',
      '.5',
      '',
      ' ',
      'abc',
      '$',
      '--1',
      '1.2.3',
      '0x10',
      'Infinity',
      'NaN',
      '1 000',
    ]) {
      expect(parseCents(text), text).toBeNull();
    }
  });

  it('refuses negative amounts unless asked to allow them (credits, adjustments)', () => {
    expect(parseCents('-12.30')).toBeNull();
    expect(parseCents('-12.30', { allowNegative: true })).toBe(-1230);
    expect(parseCents('-$1,240.50', { allowNegative: true })).toBe(-124050);
    expect(Object.is(parseCents('-0.00', { allowNegative: true }), 0)).toBe(true);
  });

  it('refuses amounts a number cannot hold exactly', () => {
    expect(parseCents('90071992547409.91')).toBe(MAX);
    expect(parseCents('90071992547409.92')).toBeNull();
  });

  it('centsOf throws a clear error where parseCents answers null', () => {
    expect(centsOf('50.00')).toBe(5000);
    expect(() => centsOf('50.001')).toThrow('Not an amount of money in dollars and cents: "50.001"');
  });
});

describe('formatting cents', () => {
  it('writes dollars for people and plain decimals for files', () => {
    expect(formatDollars(124050)).toBe('$1,240.50');
    expect(formatDollars(7)).toBe('$0.07');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-305)).toBe('-$3.05');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
    expect(formatAmount(124050)).toBe('1240.50');
    expect(formatAmount(-305)).toBe('-3.05');
    expect(formatAmount(100000)).toBe('1000.00');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatDollars(12.5)).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(2 ** 53)).toThrow(RangeError);
  });

  it('reads back exactly what it writes, both ways', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(parseCents(formatDollars(cents), { allowNegative: true })).toBe(cents);
        expect(parseCents(formatAmount(cents), { allowNegative: true })).toBe(cents);
        expect(formatAmount(cents)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

describe('sumCents', () => {
  it('adds exactly, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 200 }), (amounts) => {
        const exact = amounts.reduce((total, a) => total + BigInt(a), 0n);
        expect(sumCents(amounts)).toBe(Number(exact));
        expect(sumCents([...amounts].reverse())).toBe(sumCents(amounts));
      }),
    );
  });

  it('adds ten cents ten times to a dollar, and refuses fractions and overflow', () => {
    expect(sumCents(Array.from({ length: 10 }, () => 10))).toBe(100);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([MAX, 1])).toThrow(/too large/);
  });
});

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(roundHalfAwayFromZero(5n, 2n)).toBe(3n); // banker's rounding would give 2
    expect(roundHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(roundHalfAwayFromZero(7n, 2n)).toBe(4n);
    expect(roundHalfAwayFromZero(249n, 100n)).toBe(2n);
    expect(roundHalfAwayFromZero(-251n, 100n)).toBe(-3n);
    expect(roundHalfAwayFromZero(4n, 2n)).toBe(2n);
    expect(roundHalfAwayFromZero(1n, -2n)).toBe(-1n);
  });

  it('lands within half of the exact value, and on a tie moves away from zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (num, den) => {
          const r = roundHalfAwayFromZero(num, den);
          const gap = num - r * den; // den × (exact − rounded)
          const twiceGap = gap < 0n ? -2n * gap : 2n * gap;
          expect(twiceGap <= den).toBe(true);
          if (twiceGap === den) expect(r < 0n ? -r * den > -num : r * den > num).toBe(true);
        },
      ),
    );
  });
});

describe('multiplyCents', () => {
  it('prices miles at a rate per mile to the cent, rounding half away from zero', () => {
    expect(multiplyCents(275, '12.3')).toBe(3383); // 33.825 → $33.83
    expect(multiplyCents(275, ratio(123, 10))).toBe(3383);
    expect(multiplyCents(-275, '12.3')).toBe(-3383);
    expect(multiplyCents(225, '0.5')).toBe(113); // 112.5 → 113
    expect(multiplyCents(250, '1.5')).toBe(375);
    expect(multiplyCents(1000, ratio(1, 3))).toBe(333);
    expect(multiplyCents(2000, ratio(1, 3))).toBe(667);
    expect(multiplyCents(199, '0.0025')).toBe(0); // 0.4975 of a cent
    expect(Object.is(multiplyCents(-1, '0.1'), 0)).toBe(true);
  });

  it('refuses a quantity that is not a decimal and a price that is not whole cents', () => {
    expect(() => multiplyCents(100, '1,5')).toThrow('Not a quantity: "1,5"');
    expect(() => multiplyCents(100, '1e2')).toThrow(RangeError);
    expect(() => multiplyCents(2.5, '1')).toThrow(RangeError);
    expect(() => multiplyCents(100, ratio(1, 0))).toThrow(RangeError);
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, '2')).toThrow(/too large/);
  });

  it('is exact for whole quantities and agrees for a decimal and its fraction', () => {
    fc.assert(
      fc.property(priceCents, fc.integer({ min: 0, max: 10_000 }), decimalQuantity, (unit, count, q) => {
        expect(multiplyCents(unit, String(count))).toBe(unit * count);
        expect(multiplyCents(unit, q.text)).toBe(multiplyCents(unit, { num: q.num, den: q.den }));
        const exact = BigInt(unit) * q.num; // cents × den
        const rounded = BigInt(multiplyCents(unit, q.text));
        const gap = exact - rounded * q.den;
        expect(2n * (gap < 0n ? -gap : gap) <= q.den).toBe(true);
        if (2n * gap === q.den) expect(rounded * q.den > exact).toBe(true); // a positive tie rounds up
      }),
    );
  });
});

describe('quantities', () => {
  it('reads decimals as exact fractions and writes fractions back as the shortest decimal', () => {
    expect(parseQuantity('12.3')).toEqual({ num: 123n, den: 10n });
    expect(parseQuantity('2')).toEqual({ num: 2n, den: 1n });
    expect(parseQuantity('-0.25')).toEqual({ num: -25n, den: 100n });
    for (const text of ['', '1,5', '1e2', '.5', '5.', 'abc', '1.0000000000001'])
      expect(parseQuantity(text), text).toBeNull();
    expect(formatQuantity(ratio(123, 10))).toBe('12.3');
    expect(formatQuantity(ratio(3, 2))).toBe('1.5');
    expect(formatQuantity(ratio(1230, 100))).toBe('12.3');
    expect(formatQuantity(ratio(7))).toBe('7');
    expect(formatQuantity(ratio(0, 10))).toBe('0');
    expect(formatQuantity(ratio(-1, 8))).toBe('-0.125');
    expect(() => formatQuantity(ratio(1, 3))).toThrow('1/3 has no exact decimal');
  });

  it('writes every decimal back to the same value', () => {
    fc.assert(
      fc.property(decimalQuantity, (q) => {
        const back = parseQuantity(formatQuantity({ num: q.num, den: q.den }))!;
        expect(back.num * q.den).toBe(q.num * back.den);
      }),
    );
  });
});
