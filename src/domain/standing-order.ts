import { z } from 'zod';
import { isClockTime, isIsoDate } from './dates';
import { jobRateSchema, rideNotesSchema } from './job';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { placeInput, placeResponse } from './place';
import { escortCountSchema } from './rider';
import { LEGS, RETURN_TRIPS } from './trip';
import { calendarDay, instant } from './wire-formats';

/**
 * A standing order (docs/decisions/048-standing-orders.md): a rider's recurring ride, such as dialysis on Monday,
 * Wednesday and Friday. Its times are wall-clock times on the company's clock, so a 07:00 pickup stays at 07:00
 * across a daylight-saving change. Jobs are made from it ahead of time, one per date and leg.
 */
import { WEEKDAYS } from './weekdays';

export { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from './weekdays';

export const STANDING_ORDER_STATUSES = ['active', 'ended'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];

const clock = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isClockTime, 'Use a time such as 07:30')
    .transform((v) => v.slice(0, 5));

const optionalClock = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isClockTime(v), 'Use a time such as 07:30')
  .transform((v) => v?.slice(0, 5) ?? null);

const day = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isIsoDate, 'Enter a real date');

const minutesOf = (clockTime: string) => Number(clockTime.slice(0, 2)) * 60 + Number(clockTime.slice(3, 5));

const standingOrderFields = z.object({
  riderId: z.uuid({ error: 'Choose a rider' }),
  referralId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  levelOfService: z.enum(LEVELS_OF_SERVICE, { error: 'Level of service is required' }),
  escortCount: escortCountSchema,
  pickupPlace: placeInput('Pickup'),
  dropoffPlace: placeInput('Dropoff'),
  daysOfWeek: z
    .array(z.enum(WEEKDAYS), { error: 'Choose at least one day' })
    .min(1, 'Choose at least one day')
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  startDate: day('Start date is required'),
  endDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isIsoDate(v), 'Enter a real date'),
  occurrences: z
    .number({ error: 'Enter a number of trips' })
    .int()
    .min(1, 'At least 1 trip')
    .max(1000, 'At most 1000 trips')
    .nullish()
    .transform((v) => v ?? null),
  pickupTime: clock('Pickup time is required'),
  dropoffTime: clock('Dropoff time is required'),
  appointmentTime: optionalClock,
  returnTrip: z.enum(RETURN_TRIPS, { error: 'Choose a return trip' }).default('none'),
  returnPickupTime: optionalClock,
  returnDropoffTime: optionalClock,
  jobRate: jobRateSchema,
  rideNotes: rideNotesSchema,
  authorizationNumber: z
    .string()
    .trim()
    .max(60, 'Authorization number must be at most 60 characters')
    .nullish()
    .transform((v) => v || null),
  // Who pays for the order's trips and the authorization they count against; the jobs it makes carry both
  // (docs/decisions/069-authorizations.md).
  payerId: z
    .uuid({ error: 'Choose a payer from the list' })
    .nullish()
    .transform((v) => v ?? null),
  authorizationId: z
    .uuid({ error: 'Choose an authorization from the list' })
    .nullish()
    .transform((v) => v ?? null),
  skippedDates: z
    .array(z.string().refine(isIsoDate, 'Enter real dates'))
    .max(366, 'At most 366 skipped dates')
    .optional()
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
});

/** The order's form and POST/PUT /api/standing-orders. Times of one day must follow one another. */
export const standingOrderSchema = standingOrderFields.superRefine((v, ctx) => {
  if (v.endDate && v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
  if (v.endDate && v.occurrences)
    ctx.addIssue({ code: 'custom', path: ['occurrences'], message: 'Give an end date or a number of trips, not both' });
  if (minutesOf(v.dropoffTime) <= minutesOf(v.pickupTime))
    ctx.addIssue({ code: 'custom', path: ['dropoffTime'], message: 'Dropoff time must be after pickup time' });
  if (v.returnTrip === 'at_time') {
    if (!v.returnPickupTime)
      ctx.addIssue({ code: 'custom', path: ['returnPickupTime'], message: 'Return pickup time is required' });
    else if (minutesOf(v.returnPickupTime) <= minutesOf(v.dropoffTime))
      ctx.addIssue({
        code: 'custom',
        path: ['returnPickupTime'],
        message: 'Return pickup must be after the outbound dropoff',
      });
    if (!v.returnDropoffTime)
      ctx.addIssue({ code: 'custom', path: ['returnDropoffTime'], message: 'Return dropoff time is required' });
    else if (v.returnPickupTime && minutesOf(v.returnDropoffTime) <= minutesOf(v.returnPickupTime))
      ctx.addIssue({
        code: 'custom',
        path: ['returnDropoffTime'],
        message: 'Return dropoff must be after return pickup',
      });
  }
});
export type StandingOrderInput = z.input<typeof standingOrderSchema>;
export type StandingOrderBody = z.output<typeof standingOrderSchema>;

/** A standing order as the API answers it. */
export const standingOrderResponse = z
  .object({
    id: z.guid(),
    riderId: z.guid(),
    riderName: z.string().describe("The rider's full name, so lists need no second call"),
    referralId: z.guid().nullable(),
    levelOfService: z.enum(LEVELS_OF_SERVICE),
    escortCount: z.number().int(),
    pickupPlace: placeResponse,
    dropoffPlace: placeResponse,
    pickupAddress: z.string(),
    dropoffAddress: z.string(),
    daysOfWeek: z.array(z.enum(WEEKDAYS)),
    startDate: calendarDay,
    endDate: calendarDay.nullable(),
    occurrences: z.number().int().nullable(),
    pickupTime: z.string().describe("HH:MM on the company's clock"),
    dropoffTime: z.string(),
    appointmentTime: z.string().nullable(),
    returnTrip: z.enum(RETURN_TRIPS),
    returnPickupTime: z.string().nullable(),
    returnDropoffTime: z.string().nullable(),
    jobRate: z.string(),
    rideNotes: z.string().nullable(),
    authorizationNumber: z.string().nullable(),
    payerId: z.guid().nullable().describe("Who pays for the order's trips; its jobs carry it"),
    authorizationId: z
      .guid()
      .nullable()
      .describe("The workers' compensation authorization the order's trips count against"),
    skippedDates: z.array(calendarDay),
    status: z.enum(STANDING_ORDER_STATUSES),
    endedAt: instant.nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A standing order');
export type StandingOrder = z.infer<typeof standingOrderResponse>;

/** One trip a standing order would make: the date on the company's calendar and each leg's pickup (null: will-call). */
export const plannedTripResponse = z.object({
  date: calendarDay,
  legs: z.array(z.object({ leg: z.enum(LEGS), pickupTime: instant.nullable(), dropoffTime: instant.nullable() })),
  skipped: z.enum(['skipped_date', 'holiday']).nullable().describe('Why no job is made on this date, if none is'),
});
export type PlannedTrip = z.infer<typeof plannedTripResponse>;

/** POST /api/standing-orders/preview: the order's dates in the next days, before it is saved. */
export const standingOrderPreviewResponse = z
  .object({ trips: z.array(plannedTripResponse) })
  .describe('The trips an order would make');

/** A run of the generator: when, what started it, how many jobs it made. */
export const standingOrderRunResponse = z.object({
  id: z.guid(),
  trigger: z.enum(['startup', 'daily', 'manual', 'order_saved']),
  startedAt: instant,
  finishedAt: instant.nullable(),
  ordersSeen: z.number().int(),
  jobsCreated: z.number().int(),
  error: z.string().nullable(),
});
export type StandingOrderRun = z.infer<typeof standingOrderRunResponse>;

/** A company holiday: no standing-order job is made on it. */
export const holidaySchema = z.object({
  date: day('Date is required'),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
});
export const holidayResponse = z.object({ date: calendarDay, name: z.string() });
export type Holiday = z.infer<typeof holidayResponse>;
