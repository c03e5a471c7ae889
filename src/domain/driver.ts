import { z } from 'zod';
import { newPasswordSchema, usernameSchema } from './auth';
import { SERVICE_STATES } from './company';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  DOCUMENT_URL_FIELDS,
  MAX_UPLOAD_BYTES,
  UPLOAD_CONTENT_TYPES,
  type DocumentKind,
} from './driver-words';
import { phoneSchema } from './phone';
import { DRIVER_STATUSES } from './statuses';

export * from './driver-words';

/** A stored document is referenced by its app path, never a storage URL (decision 028). */
export const objectPathSchema = z
  .string()
  .regex(/^\/objects\/[0-9a-f-]{36}$/, 'Upload the document again')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * A document the application must carry (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md): one stored file in each
 * slot, named on its field when missing.
 */
const requiredDocument = (kind: DocumentKind) => {
  const message = `Upload your ${DOCUMENT_LABELS[kind]}`;
  return z.string({ error: message }).regex(/^\/objects\/[0-9a-f-]{36}$/, message);
};

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** The application's own fields; the account fields are added for a visitor (decision 024). */
export const driverProfileFields = z.object({
  fullName: required('Full name is required'),
  phoneNumber: phoneSchema('Phone number is required'),
  email: z.email({ error: 'Valid email is required' }).trim().max(254),
  city: required('City is required', 100),
  state: z.enum(SERVICE_STATES, { error: 'State is required' }),
  vehicleInfo: z.string().trim().max(500, 'Must be at most 500 characters').optional(),
  licenseUrl: requiredDocument('license'),
  insuranceUrl: requiredDocument('insurance'),
  w9Url: requiredDocument('w9'),
  backgroundCheckConsent: z.literal(true, { error: 'You must consent to a background check' }),
  contractAgreementSigned: z.literal(true, { error: 'You must agree to the Independent Contractor Agreement' }),
  digitalSignature: z
    .string({ error: 'Please enter your full name as digital signature' })
    .trim()
    .min(2, 'Please enter your full name as digital signature')
    .max(200),
});

const accountFields = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: 'Please confirm your password' }),
});

/** A visitor's application: creates the account and the driver record together (decision 024). */
export const driverApplicationSchema = driverProfileFields
  .extend(accountFields.shape)
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type DriverApplicationInput = z.input<typeof driverApplicationSchema>;

/** A signed-in user's application: no username or password again (decision 024). */
export const signedInDriverApplicationSchema = driverProfileFields;
export type SignedInDriverApplicationInput = z.input<typeof signedInDriverApplicationSchema>;

/** Decision 026: Upload New Documents replaces one or more of the three. */
export const driverDocumentsSchema = z
  .object({ licenseUrl: objectPathSchema, insuranceUrl: objectPathSchema, w9Url: objectPathSchema })
  .refine((v) => v.licenseUrl || v.insuranceUrl || v.w9Url, {
    message: 'Choose at least one document',
    path: ['licenseUrl'],
  });

export const uploadRequestSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose which document this is' }),
  filename: z.string().trim().min(1).max(255),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: 'Only PDF, JPG or PNG files can be uploaded' }),
  size: z.number().int().positive().max(MAX_UPLOAD_BYTES, 'Files must be at most 10 MB'),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** The answer to POST /api/objects/upload: the browser PUTs the file there, then confirms the upload. */
export const uploadTicketSchema = z.object({
  objectId: z.guid(),
  uploadURL: z.string().describe('Where to PUT the file: this server, or a presigned storage URL'),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()).describe('Headers the PUT must send'),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** A stored document: the app path a driver record points at (never a storage URL). */
export const storedDocumentSchema = z.object({ url: z.string().describe('/objects/<id>') });

const stamp = z.iso.datetime();

/** A driver record as the API returns it. */
export const driverSchema = z.object({
  id: z.guid(),
  userId: z.guid(),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  city: z.string(),
  state: z.string(),
  vehicleInfo: z.string().nullable(),
  licenseUrl: z.string().nullable(),
  insuranceUrl: z.string().nullable(),
  w9Url: z.string().nullable(),
  backgroundCheckConsent: z.boolean(),
  contractAgreementSigned: z.boolean(),
  digitalSignature: z.string().nullable(),
  contractSignedAt: stamp.nullable(),
  status: z.enum(DRIVER_STATUSES),
  rating: z.string().nullable().describe('Null while nothing rates drivers; the portal then says N/A'),
  tripsCompleted: z.number().int().describe("Counted from the driver's completed jobs"),
  rejectionReason: z.string().nullable().describe('Why the administrator rejected the application, when they did'),
  vehicleId: z.guid().nullable().describe('The vehicle the driver drives now, set by an administrator; null when none'),
  createdAt: stamp,
  updatedAt: stamp,
});
z.globalRegistry.add(driverSchema, { id: 'Driver' });
export type Driver = z.infer<typeof driverSchema>;

/** The labels of the application's documents not uploaded yet (an admin is warned before approving). */
export function missingDocuments(driver: Pick<Driver, 'licenseUrl' | 'insuranceUrl' | 'w9Url'>): string[] {
  return DOCUMENT_KINDS.filter((kind) => !driver[DOCUMENT_URL_FIELDS[kind]]).map((kind) => DOCUMENT_LABELS[kind]);
}
