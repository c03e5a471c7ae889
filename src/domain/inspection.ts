import { z } from 'zod';
import { calendarDay, instant } from './wire-formats';
import {
  INSPECTION_ANSWERS,
  INSPECTION_ITEMS,
  INSPECTION_STATUSES,
  NOT_FITTED_ALLOWED,
  faultsOf,
  type InspectionItem,
} from './inspection-items';
import { isIsoDate } from './dates';

export * from './inspection-items';

const answer = z.enum(INSPECTION_ANSWERS, { error: 'Answer this item' });

/**
 * POST /api/drivers/me/inspection: the driver's checklist and odometer before the first leg of the day. A fault
 * needs a word on what is wrong, so dispatch knows whom to send.
 */
export const inspectionInput = z
  .object({
    items: z
      .object(
        Object.fromEntries(INSPECTION_ITEMS.map((item) => [item, answer])) as Record<InspectionItem, typeof answer>,
        { error: 'Answer every item' },
      )
      .strict(),
    odometer: z
      .number({ error: 'Enter the odometer reading' })
      .min(0, 'The odometer cannot be negative')
      .max(9_999_999, 'The odometer must be at most 9,999,999'),
    notes: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const item of INSPECTION_ITEMS) {
      if (input.items[item] === 'not_fitted' && !NOT_FITTED_ALLOWED.includes(item))
        ctx.addIssue({
          code: 'custom',
          path: ['items', item],
          message: 'Every vehicle carries this; mark it OK or a fault',
        });
    }
    if (faultsOf(input.items).length > 0 && !input.notes)
      ctx.addIssue({ code: 'custom', path: ['notes'], message: 'Say what is wrong' });
  });
export type InspectionInput = z.infer<typeof inspectionInput>;

/** POST /api/inspections/{id}/clear: an administrator lets a driver drive after a fault, saying why. */
export const inspectionClearInput = z
  .object({
    note: z
      .string()
      .trim()
      .min(3, 'Say how the fault was dealt with')
      .max(500, 'The note must be at most 500 characters'),
  })
  .strict();
export type InspectionClearInput = z.infer<typeof inspectionClearInput>;

export const inspectionListQuery = z.object({
  date: z.string().refine(isIsoDate, 'Use a date such as 2026-11-25').optional(),
  status: z.enum(INSPECTION_STATUSES, { error: 'Choose passed, failed or cleared' }).optional(),
});

export const inspectionResponse = z
  .object({
    id: z.guid(),
    driverId: z.guid(),
    driverName: z.string(),
    vehicleId: z.guid().nullable(),
    vehicleNumber: z.string().nullable(),
    serviceDate: calendarDay.describe('The company day the inspection is for'),
    status: z.enum(INSPECTION_STATUSES),
    items: z.record(z.enum(INSPECTION_ITEMS), z.enum(INSPECTION_ANSWERS)),
    faults: z.array(z.enum(INSPECTION_ITEMS)),
    odometer: z.number(),
    notes: z.string().nullable(),
    inspectedAt: instant,
    clearedAt: instant.nullable(),
    clearedByName: z.string().nullable(),
    clearNote: z.string().nullable(),
  })
  .describe("A driver's pre-trip vehicle inspection");
export type Inspection = z.infer<typeof inspectionResponse>;
