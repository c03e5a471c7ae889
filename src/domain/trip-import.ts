import { z } from 'zod';
import { LANGUAGES } from './language';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { MANIFEST_DATE_FORMATS, MANIFEST_FIELDS, MANIFEST_TIME_FORMATS, type ManifestMapping } from './manifest-row';
import { placeResponse } from './place';
import {
  MANIFEST_FILE_KINDS,
  MAX_MANIFEST_BYTES,
  READY_MAPPING_NAMES,
  RIDER_MATCHES,
  TRIP_IMPORT_CHANGE_STATUSES,
  TRIP_IMPORT_OUTCOMES,
  TRIP_IMPORT_STATUSES,
} from './trip-import-words';
import { calendarDay, instant } from './wire-formats';

export * from './trip-import-words';

/** The largest body taken: the file in base64 (a third larger) and its JSON around it, so a larger file gets its own 400. */
export const TRIP_IMPORT_BODY_LIMIT = Math.ceil((MAX_MANIFEST_BYTES * 4) / 3) * 3;

const words = (what: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${what} may not be blank`)
        .max(40, `${what} must be at most 40 characters`)
        .transform((w) => w.toUpperCase()),
    )
    .max(20, `At most 20 ${what.toLowerCase()}`);

/** A payer's mapping, as the form sends it and the API answers it. */
export const manifestMappingSchema = z
  .object({
    columns: z
      .partialRecord(
        z.enum(MANIFEST_FIELDS),
        z.string().trim().max(100, 'A column header must be at most 100 characters'),
      )
      .transform((columns) => Object.fromEntries(Object.entries(columns).filter(([, header]) => header)))
      .describe("The column header each field is read from; a field left out is not in this broker's files"),
    dateFormat: z.enum(MANIFEST_DATE_FORMATS, { error: 'Choose a date format' }),
    timeFormat: z.enum(MANIFEST_TIME_FORMATS, { error: 'Choose a time format' }),
    levelWords: z
      .record(
        z
          .string()
          .trim()
          .min(1)
          .max(40)
          .transform((w) => w.toUpperCase()),
        z.enum(LEVELS_OF_SERVICE),
      )
      .describe("The broker's words for each level of service (AMB, WC, STR)"),
    legMarkers: z.object({ outbound: words('Outbound markers'), return: words('Return markers') }),
    cancelledWords: words('Cancelled words'),
    willCallWords: words('Will-call words'),
  })
  .superRefine((mapping, ctx) => {
    for (const field of ['tripNumber', 'pickupAddress', 'dropoffAddress', 'tripDate'] as const)
      if (!mapping.columns[field])
        ctx.addIssue({ code: 'custom', path: ['columns', field], message: 'Choose the column this is read from' });
    if (!mapping.columns.riderName && !mapping.columns.lastName)
      ctx.addIssue({
        code: 'custom',
        path: ['columns', 'riderName'],
        message: 'Choose the column the rider’s name is read from',
      });
    if (Object.keys(mapping.levelWords).length === 0)
      ctx.addIssue({ code: 'custom', path: ['levelWords'], message: 'Give at least one word for a level of service' });
  });

/** A mapping in an answer. */
export const manifestMappingResponse = z
  .object({
    columns: z.partialRecord(z.enum(MANIFEST_FIELDS), z.string()),
    dateFormat: z.enum(MANIFEST_DATE_FORMATS),
    timeFormat: z.enum(MANIFEST_TIME_FORMATS),
    levelWords: z.record(z.string(), z.enum(LEVELS_OF_SERVICE)),
    legMarkers: z.object({ outbound: z.array(z.string()), return: z.array(z.string()) }),
    cancelledWords: z.array(z.string()),
    willCallWords: z.array(z.string()),
  })
  .meta({ id: 'ManifestMapping' });

/** The schema's output is a mapping the rows are read with. */
export const asMapping = (parsed: z.output<typeof manifestMappingSchema>): ManifestMapping => parsed as ManifestMapping;

/** POST /api/trip-imports: the manifest for one payer. */
export const tripImportInput = z
  .object({
    payerId: z.uuid({ error: 'Choose the payer whose manifest this is' }),
    fileName: z
      .string({ error: 'The file needs its name' })
      .trim()
      .min(1, 'The file needs its name')
      .max(200, 'File name must be at most 200 characters')
      .describe('Its name tells the kind: .csv or .xlsx'),
    content: z
      .base64({ error: 'The file must be sent in base64' })
      .min(1, 'Choose a manifest file')
      .max(Math.ceil(MAX_MANIFEST_BYTES / 3) * 4, 'The file is larger than 10 MB')
      .describe('The file, base64-encoded'),
    mapping: z
      .enum(READY_MAPPING_NAMES)
      .optional()
      .describe('A ready mapping to read the file with when the payer has none saved (else the generic one)'),
  })
  .strict();
export type TripImportInput = z.input<typeof tripImportInput>;

export const tripImportApplyInput = z
  .object({
    skipErrorRows: z
      .boolean()
      .default(false)
      .describe('Write the good rows and leave out the rows with errors; without it a file with errors writes nothing'),
  })
  .strict()
  .default({ skipErrorRows: false });

const tripChangeResponse = z
  .object({
    field: z.string(),
    label: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable().describe('Times are instants (ISO 8601)'),
  })
  .meta({ id: 'TripChange' });

const importedLegResponse = z.object({
  patientName: z.string(),
  patientPhone: z.string(),
  levelOfService: z.enum(LEVELS_OF_SERVICE),
  escortCount: z.number().int(),
  rideNotes: z.string().nullable(),
  pickupPlace: placeResponse,
  dropoffPlace: placeResponse,
  pickupAddress: z.string(),
  dropoffAddress: z.string(),
  serviceDate: calendarDay.nullable(),
  pickupTime: instant.nullable(),
  dropoffTime: instant.nullable(),
  appointmentTime: instant.nullable(),
  willCall: z.boolean(),
  jobRate: z.string(),
});

export const tripImportRowResponse = z
  .object({
    number: z.number().int().describe('The row as a spreadsheet numbers it (the header is row 1)'),
    outcome: z.enum(TRIP_IMPORT_OUTCOMES),
    tripNumber: z.string().nullable().describe("The broker's trip number, as sent"),
    leg: z.enum(['outbound', 'return']).nullable(),
    cells: z.record(z.string(), z.string()).describe('The row as the file has it, by column header'),
    errors: z.record(z.string(), z.string()).describe('By column header'),
    rider: z
      .object({
        match: z.enum(RIDER_MATCHES),
        riderId: z.guid().nullable(),
        name: z.string(),
        memberId: z.string().nullable(),
        dateOfBirth: calendarDay.nullable(),
        language: z
          .enum(LANGUAGES)
          .nullish()
          .describe("The file's language for the rider's texts; a new rider takes it"),
      })
      .nullable(),
    values: importedLegResponse.nullable().describe('The leg as it will be written'),
    jobId: z.guid().nullable().describe('The trip it updates or cancels'),
    changes: z.array(tripChangeResponse),
    held: z.boolean().describe('Assigned or under way: the change waits for the dispatcher to accept or ignore it'),
    cancelled: z.boolean().describe('The broker marks the trip cancelled'),
    cancelsReturn: z.boolean().describe('A cancelled way there whose way back is not in the file: both are cancelled'),
    needsReview: z.boolean().describe('A place the geocoder could not find: its times use a default travel time'),
    notice: z.string().nullable(),
  })
  .meta({ id: 'TripImportRow' });
export type TripImportRowAnswer = z.infer<typeof tripImportRowResponse>;

const countsResponse = z.object({
  new: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  cancel: z.number().int(),
  error: z.number().int(),
  held: z.number().int(),
  needsReview: z.number().int(),
});

export const tripImportChangeResponse = z
  .object({
    id: z.guid(),
    importId: z.guid(),
    jobId: z.guid(),
    rowNumber: z.number().int(),
    tripNumber: z.string().nullable(),
    patientName: z.string(),
    kind: z.enum(['update', 'cancel']),
    changes: z.array(tripChangeResponse),
    status: z.enum(TRIP_IMPORT_CHANGE_STATUSES),
    decidedAt: instant.nullable(),
    decidedByName: z.string().nullable(),
  })
  .meta({ id: 'TripImportChange' });
export type TripImportChange = z.infer<typeof tripImportChangeResponse>;

export const tripImportSummaryResponse = z
  .object({
    id: z.guid(),
    payerId: z.guid(),
    payerName: z.string(),
    fileName: z.string(),
    fileKind: z.enum(MANIFEST_FILE_KINDS),
    status: z.enum(TRIP_IMPORT_STATUSES),
    rowCount: z.number().int(),
    counts: countsResponse,
    result: z
      .object({
        created: z.number().int(),
        updated: z.number().int(),
        cancelled: z.number().int(),
        held: z.number().int(),
        skipped: z.number().int(),
      })
      .nullable()
      .describe('What applying wrote'),
    pendingChanges: z.number().int().describe('Held changes still waiting for the dispatcher'),
    createdAt: instant,
    createdByName: z.string().nullable(),
    appliedAt: instant.nullable(),
    appliedByName: z.string().nullable(),
  })
  .meta({ id: 'TripImportSummary' });
export type TripImportSummary = z.infer<typeof tripImportSummaryResponse>;

export const tripImportResponse = tripImportSummaryResponse
  .extend({
    headers: z.array(z.string()),
    mapping: manifestMappingResponse,
    rows: z.array(tripImportRowResponse),
    changes: z.array(tripImportChangeResponse),
  })
  .meta({ id: 'TripImport' });
export type TripImport = z.infer<typeof tripImportResponse>;

export const tripImportMappingResponse = z
  .object({
    payerId: z.guid(),
    saved: z.boolean().describe('False when the payer has none yet: the mapping answered is the generic one'),
    mapping: manifestMappingResponse,
    updatedAt: instant.nullable(),
  })
  .meta({ id: 'TripImportMapping' });
export type TripImportMapping = z.infer<typeof tripImportMappingResponse>;
