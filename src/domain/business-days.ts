/**
 * Business days: Monday to Friday except US federal holidays on the days they are observed
 * (docs/decisions/066-money-and-business-days.md). Contractors are paid within 14 business days of a trip's
 * completion, and payers' terms and the banks that move the money keep the same calendar. Dates are
 * 'YYYY-MM-DD' strings and every step is a whole UTC calendar day, so no time zone or daylight-saving change
 * can move a date; turning an instant into the company's date is the caller's job (`todayIn`).
 */
import { isIsoDate } from './dates';

const DAY_MS = 86_400_000;

export interface FederalHoliday {
  /** The name in 5 U.S.C. 6103, as people say it. */
  name: string;
  /** The holiday itself, such as 2026-07-04. */
  date: string;
  /**
   * The day offices close for it: a Saturday holiday the Friday before, a Sunday one the Monday after
   * (2026-07-04, a Saturday, is observed 2026-07-03). New Year's Day on a Saturday is observed on
   * 31 December of the year before.
   */
  observed: string;
}

/** Days since 1970-01-01 for a calendar date; `month` 1–12, and days past the month's end roll over. */
function dayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, years below 100 stay as written
  return date.getTime() / DAY_MS;
}

/** 0 Sunday … 6 Saturday. */
function weekdayOf(days: number): number {
  return new Date(days * DAY_MS).getUTCDay();
}

function isoOf(days: number): string {
  const date = new Date(days * DAY_MS);
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) throw new RangeError('Dates must stay within the years 1000 to 9999');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

function daysOf(isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date written YYYY-MM-DD: "${isoDate}"`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (year < 1000) throw new RangeError('Dates must stay within the years 1000 to 9999');
  return dayNumber(year, month, day);
}

/** The nth (1-based) given weekday of a month, such as the fourth Thursday of November. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dayNumber(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1);
}

/** The last given weekday of a month, such as the last Monday of May. */
function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayNumber(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

const MONDAY = 1;
const THURSDAY = 4;

/**
 * The federal holidays of a year in calendar order, each with the day it is observed. The rules in force since
 * 1978 (Veterans Day back on 11 November); Martin Luther King Jr. Day counts from 1986 and Juneteenth from 2021,
 * the years they began. Inauguration Day is left out: it closes offices around Washington only.
 */
export function federalHolidays(year: number): FederalHoliday[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  const holidays: [string, number][] = [
    ["New Year's Day", dayNumber(year, 1, 1)],
    ['Martin Luther King Jr. Day', year >= 1986 ? nthWeekday(year, 1, MONDAY, 3) : Number.NaN],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', lastWeekday(year, 5, MONDAY)],
    ['Juneteenth National Independence Day', year >= 2021 ? dayNumber(year, 6, 19) : Number.NaN],
    ['Independence Day', dayNumber(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', dayNumber(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', dayNumber(year, 12, 25)],
  ];
  return holidays
    .filter(([, days]) => !Number.isNaN(days))
    .map(([name, days]) => {
      const weekday = weekdayOf(days);
      const observed = weekday === 6 ? days - 1 : weekday === 0 ? days + 1 : days;
      return { name, date: isoOf(days), observed: isoOf(observed) };
    });
}

const observedByYear = new Map<number, Set<string>>();

/** The observed holiday dates that fall in a calendar year, including next year's New Year's Day when it is observed on 31 December. */
function observedIn(year: number): Set<string> {
  let dates = observedByYear.get(year);
  if (!dates) {
    const candidates = [...federalHolidays(year), ...(year < 9999 ? federalHolidays(year + 1) : [])];
    dates = new Set(candidates.map((h) => h.observed).filter((d) => d.startsWith(`${year}-`)));
    observedByYear.set(year, dates);
  }
  return dates;
}

/** True when a date is a federal holiday as observed (2026-07-03 is; 2026-07-04, a Saturday, is a weekend day). */
export function isFederalHoliday(isoDate: string): boolean {
  daysOf(isoDate);
  return observedIn(Number(isoDate.slice(0, 4))).has(isoDate);
}

function isBusinessDayNumber(days: number): boolean {
  const weekday = weekdayOf(days);
  if (weekday === 0 || weekday === 6) return false;
  const iso = isoOf(days);
  return !observedIn(Number(iso.slice(0, 4))).has(iso);
}

/** True for a weekday that is not an observed federal holiday. Throws a RangeError for text that is not a date. */
export function isBusinessDay(isoDate: string): boolean {
  return isBusinessDayNumber(daysOf(isoDate));
}

/**
 * The date `n` business days after `isoDate` (before it for a negative n): the day itself is not counted, so
 * from Wednesday 2026-11-25, one business day on is Friday 2026-11-27 (Thanksgiving between). For n = 0 the
 * date comes back unchanged, business day or not.
 */
export function addBusinessDays(isoDate: string, n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Business days must be a whole number, got ${n}`);
  let days = daysOf(isoDate);
  const step = n < 0 ? -1 : 1;
  for (let left = Math.abs(n); left > 0;) {
    days += step;
    if (isBusinessDayNumber(days)) left -= 1;
  }
  return isoOf(days);
}

/**
 * How many business days lie after `from` up to and including `to`; when `to` is earlier, minus those from `to`
 * up to but not including `from`. Either way businessDaysBetween(d, addBusinessDays(d, n)) is n.
 */
export function businessDaysBetween(from: string, to: string): number {
  const start = daysOf(from);
  const end = daysOf(to);
  const [first, last] = end >= start ? [start + 1, end] : [end, start - 1];
  let count = 0;
  for (let days = first; days <= last; days += 1) {
    if (isBusinessDayNumber(days)) count += 1;
  }
  return end < start ? -count : count;
}

/** The contractor agreement's term: pay is due this many business days after the trip is completed. */
export const CONTRACTOR_PAY_BUSINESS_DAYS = 14;

/** When a driver's pay for a trip completed on `completedOn` (the company's date) is due. */
export function contractorPayDueDate(completedOn: string): string {
  return addBusinessDays(completedOn, CONTRACTOR_PAY_BUSINESS_DAYS);
}
