import { z } from 'zod';

/**
 * How answers write times, for response schemas. The OpenAPI document shows their format; answers are not
 * checked against it, since these strings come straight from the database's own date types, and a check there
 * could only turn a stored record into a 500.
 */

/** An instant: ISO 8601 in UTC, e.g. 2026-11-23T15:00:00.000Z. */
export const instant = z.string().meta({ format: 'date-time' });

/** A calendar day: YYYY-MM-DD. */
export const calendarDay = z.string().meta({ format: 'date' });

/** Money in answers: dollars with two decimals ("1234.50", "-5.00"), worked out from whole cents. */
export const dollarAmount = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Dollars with two decimals');
