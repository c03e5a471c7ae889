import { z } from 'zod';
import { isClockTime, isIsoDate } from './dates';
import { placeInput, placeResponse } from './place';
import { WEEKDAYS } from './weekdays';
import { calendarDay, instant } from './wire-formats';

/**
 * A driver's availability on the wire (docs/decisions/117-availability.md): the week an administrator sets, the
 * places the driver's day starts and ends at, and dated exceptions, some asked for by the driver. The rule that reads
 * them is src/domain/shift.ts.
 */

export const SHIFT_EXCEPTION_KINDS = ['off', 'shift'] as const;
export const SHIFT_EXCEPTION_STATUSES = ['requested', 'approved', 'declined'] as const;

const clock = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isClockTime, 'Use a time such as 07:30')
    .transform((v) => v.slice(0, 5));

const hoursFields = { start: clock('Enter the start time'), end: clock('Enter the end time') };
/** A start and an end on one day, the end after the start (a shift over midnight is two days' shifts). */
const endAfterStart = (h: { start: string; end: string }) => h.end > h.start;
const endAfter = { message: 'The end must be after the start', path: ['end'] };
const hoursSchema = z.object(hoursFields).refine(endAfterStart, endAfter);

export const weeklyShiftSchema = z
  .object({ day: z.enum(WEEKDAYS, { error: 'Choose a day of the week' }), ...hoursFields })
  .refine(endAfterStart, endAfter);

const note = z
  .string()
  .trim()
  .max(500, 'Note must be at most 500 characters')
  .nullish()
  .transform((v) => v || null);

/** A dated exception: a day off, or that day's hours (a changed shift, or an extra one on a day the week leaves out). */
export const shiftExceptionSchema = z
  .object({
    date: z.string({ error: 'Enter the date' }).trim().refine(isIsoDate, 'Enter a real date'),
    kind: z.enum(SHIFT_EXCEPTION_KINDS, { error: 'Choose time off or a shift' }),
    start: z.string().trim().nullish(),
    end: z.string().trim().nullish(),
    note,
  })
  .transform((e, ctx) => {
    if (e.kind === 'off') return { date: e.date, kind: e.kind, start: null, end: null, note: e.note };
    const checked = hoursSchema.safeParse({ start: e.start ?? '', end: e.end ?? '' });
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { date: e.date, kind: e.kind, start: checked.data.start, end: checked.data.end, note: e.note };
  });

const optionalPlace = (what: string) =>
  placeInput(what)
    .nullish()
    .transform((p) => p ?? null);

/** PUT /api/drivers/{id}/availability: the week, the places, and the exceptions an administrator sets (approved). */
export const availabilitySchema = z
  .object({
    week: z
      .array(weeklyShiftSchema)
      .max(7)
      .nullable()
      .describe('Null: no week of its own, 05:00–21:00 every day but the changed days'),
    startPlace: optionalPlace('Start place'),
    endPlace: optionalPlace('End place'),
    exceptions: z.array(shiftExceptionSchema).max(400).default([]),
  })
  .superRefine((a, ctx) => {
    const seen = new Set<string>();
    a.week?.forEach((w, i) => {
      if (seen.has(w.day)) ctx.addIssue({ code: 'custom', message: 'One shift per day', path: ['week', i, 'day'] });
      seen.add(w.day);
    });
    const dates = new Set<string>();
    a.exceptions.forEach((e, i) => {
      if (dates.has(e.date))
        ctx.addIssue({ code: 'custom', message: 'One change per date', path: ['exceptions', i, 'date'] });
      dates.add(e.date);
    });
  });
export type AvailabilityInput = z.output<typeof availabilitySchema>;

/** POST /api/drivers/{id}/availability/requests: a driver asks for time off or a changed shift. */
export const shiftRequestSchema = shiftExceptionSchema;
export type ShiftRequestInput = z.output<typeof shiftRequestSchema>;

/** POST …/requests/{requestId}/decision: an administrator approves or declines a request. */
export const shiftDecisionSchema = z.object({ approve: z.boolean({ error: 'Approve or decline' }) });

const wallClock = z.string().describe("'HH:MM' on the company's clock");

export const shiftExceptionResponse = z
  .object({
    id: z.guid(),
    date: calendarDay,
    kind: z.enum(SHIFT_EXCEPTION_KINDS),
    start: wallClock.nullable(),
    end: wallClock.nullable(),
    note: z.string().nullable(),
    status: z.enum(SHIFT_EXCEPTION_STATUSES).describe('Only an approved exception changes the shift'),
    requestedByDriver: z.boolean().describe('True when the driver asked for it from the portal'),
    createdAt: instant,
    decidedAt: instant.nullable(),
  })
  .describe('A dated change to the week: time off, or the hours of that day');
export type ShiftExceptionRecord = z.infer<typeof shiftExceptionResponse>;

export const availabilityResponse = z
  .object({
    driverId: z.guid(),
    onFile: z
      .boolean()
      .describe('False until an administrator sets a week: the driver is then taken to work 05:00–21:00 every day'),
    week: z.array(z.object({ day: z.enum(WEEKDAYS), start: wallClock, end: wallClock })),
    startPlace: placeResponse.nullable().describe("Where the driver's day starts, usually home"),
    endPlace: placeResponse.nullable().describe('Where it ends; the start place when not set'),
    exceptions: z.array(shiftExceptionResponse).describe('From 30 days ago on, by date'),
  })
  .describe("A driver's week, places and exceptions");
export type AvailabilityRecord = z.infer<typeof availabilityResponse>;

export const dayAvailabilityQuery = z.object({
  date: z.string({ error: 'Enter the date' }).refine(isIsoDate, 'Enter a real date'),
});

export const driverDayResponse = z.object({
  driverId: z.guid(),
  fullName: z.string(),
  onFile: z.boolean(),
  shiftStart: instant.nullable().describe('Null when the driver does not work that day'),
  shiftEnd: instant.nullable(),
  timeOff: z.boolean().describe('True when approved time off is why the driver does not work that day'),
  requested: z.boolean().describe("True when a request of the driver's for that day waits for an administrator"),
});

export const dayAvailabilityResponse = z
  .object({ date: calendarDay, drivers: z.array(driverDayResponse) })
  .describe("Every approved or active driver's shift on a company day");
export type DayAvailability = z.infer<typeof dayAvailabilityResponse>;

/** POST /api/drivers/me/clock. */
export const clockActionSchema = z.object({
  action: z.enum(['in', 'out'], { error: 'Clock in or out' }),
});

export const clockResponse = z
  .object({
    date: calendarDay.describe("Today on the company's calendar"),
    clockedInAt: instant.nullable(),
    clockedOutAt: instant.nullable(),
  })
  .describe("The driver's working day: when they clocked in and out");
export type ClockRecord = z.infer<typeof clockResponse>;
