/**
 * Money as whole cents, end to end (docs/decisions/066-money-and-business-days.md). The company is paid by
 * workers' compensation carriers, insurers and Medicaid brokers, who check every line of a claim to the cent,
 * and pays its contractors by the same arithmetic: 0.1 + 0.2 in binary floating point is not 0.3, so no amount
 * ever passes through a fraction of a `number`. Amounts are JavaScript integers (exact up to 2^53, about
 * $90 trillion); a price times a quantity with decimals is worked out in BigInt and rounded once, half away
 * from zero.
 */

/** An amount in whole cents: a safe integer, negative only for credits and adjustments. */
export type Cents = number;

/** A quantity held exactly as a fraction, such as 12.3 miles = 123/10 or a half hour = 1/2. `den` is positive. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** True for a value that can be an amount: an integer that a `number` holds exactly. */
export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

function checkedCents(value: bigint, what: string): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${what} is too large to be held exactly in cents`);
  }
  return Number(value);
}

function requireCents(value: Cents, what = 'Amount'): void {
  if (!isCents(value)) throw new RangeError(`${what} must be a whole number of cents, got ${String(value)}`);
}

// Optional minus, optional dollar sign, whole dollars (plain or grouped by commas in threes), at most 2 decimals.
const AMOUNT = /^(-)?\$?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

export interface ParseCentsOptions {
  /** Credits and adjustments may be negative; prices, rates and fees may not (the default). */
  allowNegative?: boolean;
}

/**
 * A dollar amount as typed or stored ("65.00", "1,240.5", "$0.07", "-12.30") → cents, exactly; null for anything
 * else: more than 2 decimals (a fraction of a cent is never silently dropped), a minus sign where it is not
 * allowed, badly placed commas, exponents, empty text. Null rather than an exception, because the caller (a form
 * schema, a CSV import) knows which field it was and words the message; use `centsOf` for values that must
 * already be right.
 */
export function parseCents(text: string, options: ParseCentsOptions = {}): Cents | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, minus, dollars, fraction = ''] = match;
  if (minus && !options.allowNegative) return null;
  const magnitude = BigInt(dollars!.replaceAll(',', '')) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  const value = minus ? -magnitude : magnitude;
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(value) || 0; // never -0
}

/** Like `parseCents`, for values that must already be right (a database numeric(10,2)): throws a RangeError naming the text. */
export function centsOf(text: string, options: ParseCentsOptions = {}): Cents {
  const cents = parseCents(text, options);
  if (cents === null) throw new RangeError(`Not an amount of money in dollars and cents: "${text}"`);
  return cents;
}

function digitsOf(cents: Cents, groups: boolean): { sign: string; dollars: string; fraction: string } {
  requireCents(cents);
  const magnitude = Math.abs(cents);
  const dollars = String(Math.floor(magnitude / 100)); // exact: integer division of a safe integer
  return {
    sign: cents < 0 ? '-' : '',
    dollars: groups ? dollars.replace(/\B(?=(\d{3})+$)/g, ',') : dollars,
    fraction: String(magnitude % 100).padStart(2, '0'),
  };
}

/** Cents as people read them on an invoice or pay statement: 124050 → "$1,240.50", -305 → "-$3.05". */
export function formatDollars(cents: Cents): string {
  const { sign, dollars, fraction } = digitsOf(cents, true);
  return `${sign}$${dollars}.${fraction}`;
}

/** Cents as a plain decimal for CSV, X12 and the database: 124050 → "1240.50", -305 → "-3.05". */
export function formatAmount(cents: Cents): string {
  const { sign, dollars, fraction } = digitsOf(cents, false);
  return `${sign}${dollars}.${fraction}`;
}

const QUANTITY = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A quantity written as a decimal ("12.3" miles, "1.5" half hours, "2") → an exact fraction over a power of ten;
 * null for anything else (no commas, no exponents, at most 12 decimals).
 */
export function parseQuantity(text: string): Ratio | null {
  const match = QUANTITY.exec(text.trim());
  if (!match || (match[3]?.length ?? 0) > 12) return null;
  const [, minus, whole, fraction = ''] = match;
  const num = BigInt(whole! + fraction);
  return { num: minus ? -num : num, den: 10n ** BigInt(fraction.length) };
}

/** A fraction for a quantity that is not a decimal, such as a third: ratio(1, 3). */
export function ratio(num: number | bigint, den: number | bigint = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new RangeError('A ratio cannot have a zero denominator');
  return d < 0n ? { num: -n, den: -d } : { num: n, den: d };
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * A quantity as the shortest decimal that is exactly it (123/10 → "12.3", 3/2 → "1.5", 7/1 → "7"), for the
 * quantity column of a charge line. Throws for a fraction with no finite decimal (1/3): that must be rounded
 * on purpose, not printed approximately.
 */
export function formatQuantity(quantity: Ratio): string {
  const { num, den } = ratio(quantity.num, quantity.den);
  const divisor = gcd(num, den) || 1n;
  let rest = den / divisor;
  let twos = 0n;
  let fives = 0n;
  while (rest % 2n === 0n) [rest, twos] = [rest / 2n, twos + 1n];
  while (rest % 5n === 0n) [rest, fives] = [rest / 5n, fives + 1n];
  if (rest !== 1n) throw new RangeError(`${num}/${den} has no exact decimal`);
  const scale = twos > fives ? twos : fives;
  const units = ((num / divisor) * 10n ** scale) / (den / divisor);
  const magnitude = (units < 0n ? -units : units).toString().padStart(Number(scale) + 1, '0');
  const cut = magnitude.length - Number(scale);
  const text = scale === 0n ? magnitude : `${magnitude.slice(0, cut)}.${magnitude.slice(cut)}`;
  return units < 0n ? `-${text}` : text;
}

/**
 * num/den rounded to a whole number, half away from zero: 2.5 → 3, -2.5 → -3, 2.49 → 2. The rule a claims
 * examiner, a spreadsheet's ROUND and a calculator use, so a payer re-working a line gets our cent. Every
 * line is rounded once, so the bias that banker's rounding removes from long chains of roundings never builds up.
 */
export function roundHalfAwayFromZero(num: bigint, den: bigint): bigint {
  const { num: n, den: d } = ratio(num, den);
  const whole = n / d; // BigInt division truncates toward zero
  const rest = n % d; // same sign as n
  const twiceRest = rest < 0n ? -2n * rest : 2n * rest;
  if (twiceRest < d) return whole;
  return n < 0n ? whole - 1n : whole + 1n;
}

/**
 * A price times a quantity, rounded to the cent half away from zero: 275 cents a mile × "12.3" miles = 3382.5 →
 * 3383 cents ($33.83). The quantity is a decimal string or an exact fraction; throws a RangeError for a
 * quantity that is not a number.
 */
export function multiplyCents(unitCents: Cents, quantity: string | Ratio): Cents {
  requireCents(unitCents, 'Unit price');
  const q = typeof quantity === 'string' ? parseQuantity(quantity) : ratio(quantity.num, quantity.den);
  if (!q) throw new RangeError(`Not a quantity: "${String(quantity)}"`);
  return checkedCents(roundHalfAwayFromZero(BigInt(unitCents) * q.num, q.den), 'The amount') || 0;
}

/** The exact total of amounts in cents (an invoice, a pay statement); throws when it would pass 2^53 cents. */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0n;
  for (const amount of amounts) {
    requireCents(amount);
    total += BigInt(amount);
  }
  return checkedCents(total, 'The total');
}
