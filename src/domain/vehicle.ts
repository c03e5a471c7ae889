import { z } from 'zod';
import { isIsoDate } from './dates';
import { LIFT_OR_RAMP, VEHICLE_DOCUMENT_KINDS, VEHICLE_STATUSES } from './vehicle-words';
import { isValidVin } from './vin';
import { calendarDay, instant } from './wire-formats';

export * from './vehicle-words';

const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .default(0);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST and PUT /api/vehicles and the vehicle form. */
export const vehicleSchema = z
  .object({
    number: text('Vehicle number', 20),
    make: text('Make', 40),
    model: text('Model', 40),
    colour: z
      .string()
      .trim()
      .max(30, 'Colour must be at most 30 characters')
      .nullish()
      .transform((v) => v || null)
      .describe('What a rider looks out for on their trip page, such as White'),
    year: z.coerce
      .number({ error: 'Year is required' })
      .int('Year must be a whole number')
      .min(1980, 'Year must be 1980 or later')
      .max(new Date().getUTCFullYear() + 1, 'Year cannot be after next year'),
    plate: text('Plate', 10).transform((v) => v.toUpperCase()),
    vin: text('VIN', 17)
      .transform((v) => v.toUpperCase())
      .refine((v) => v.length === 17, 'VIN must be 17 characters')
      .refine(isValidVin, 'VIN check digit does not match: check the VIN for a typing error'),
    ambulatorySeats: count('Ambulatory seats', 15),
    wheelchairPositions: count('Wheelchair positions', 6),
    stretcherPositions: count('Stretcher positions', 2),
    liftOrRamp: z.enum(LIFT_OR_RAMP, { error: 'Choose ramp, lift or none' }).default('none'),
    status: z.enum(VEHICLE_STATUSES, { error: 'Choose a status' }).default('active'),
  })
  .refine((v) => v.wheelchairPositions + v.stretcherPositions === 0 || v.liftOrRamp !== 'none', {
    message: 'A vehicle that carries wheelchairs or stretchers needs a ramp or lift',
    path: ['liftOrRamp'],
  });
export type VehicleInput = z.input<typeof vehicleSchema>;

/** POST /api/vehicles/{id}/documents: a document with its expiry; the file is an upload the caller made first. */
export const vehicleDocumentSchema = z.object({
  kind: z.enum(VEHICLE_DOCUMENT_KINDS, { error: 'Choose the kind of document' }),
  expiresOn: z
    .string({ error: 'Expiry date is required' })
    .trim()
    .min(1, 'Expiry date is required')
    .refine(isIsoDate, 'Expiry date must be a valid date'),
  objectId: z
    .uuid({ error: 'Upload the document first' })
    .nullish()
    .transform((v) => v ?? null),
});
export type VehicleDocumentInput = z.input<typeof vehicleDocumentSchema>;

export const vehicleDocumentResponse = z.object({
  id: z.guid(),
  vehicleId: z.guid(),
  kind: z.enum(VEHICLE_DOCUMENT_KINDS),
  expiresOn: calendarDay,
  objectId: z.guid().nullable().describe('The uploaded file, served by GET /api/objects/{id} to administrators'),
  createdAt: instant,
});
export type VehicleDocument = z.infer<typeof vehicleDocumentResponse>;

export const vehicleResponse = z
  .object({
    id: z.guid(),
    number: z.string(),
    make: z.string(),
    model: z.string(),
    colour: z.string().nullable(),
    year: z.number().int(),
    plate: z.string(),
    vin: z.string(),
    ambulatorySeats: z.number().int(),
    wheelchairPositions: z.number().int(),
    stretcherPositions: z.number().int(),
    liftOrRamp: z.enum(LIFT_OR_RAMP),
    status: z.enum(VEHICLE_STATUSES),
    documents: z.array(vehicleDocumentResponse).describe("The vehicle's documents, newest expiry first"),
    driverIds: z.array(z.guid()).describe('Drivers whose current vehicle this is'),
    drivers: z
      .array(z.object({ id: z.guid(), fullName: z.string() }))
      .describe('The same drivers with their names, by name'),
    createdAt: instant,
    updatedAt: instant,
  })
  .describe('A vehicle')
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicleResponse>;
