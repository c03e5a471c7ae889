import { z } from 'zod';
import { newPasswordSchema, usernameSchema } from './auth';
import { SERVICE_STATES } from './company';
import { phoneSchema } from './referral';
import type { DriverStatus } from './statuses';

/** The three documents of an application (SPEC.md section 2). */
export const DOCUMENT_KINDS = ['license', 'insurance', 'w9'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LABELS: Record<DocumentKind, string> = { license: "Driver's License", insurance: 'Insurance', w9: 'W-9 Form' };
export const DOCUMENT_URL_FIELDS = { license: 'licenseUrl', insurance: 'insuranceUrl', w9: 'w9Url' } as const;

/** SPEC.md sections 5 and 9: one file each, at most 10485760 bytes, PDF, JPG or PNG. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** A stored document is referenced by its app path, never a storage URL (D12). */
export const objectPathSchema = z
  .string()
  .regex(/^\/objects\/[0-9a-f-]{36}$/, 'Upload the document again')
  .optional()
  .or(z.literal('').transform(() => undefined));

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** The application's own fields; the account fields are added for a visitor (D8). */
export const driverProfileFields = z.object({
  fullName: required('Full name is required'),
  phoneNumber: phoneSchema('Phone number is required'),
  email: z.email({ error: 'Valid email is required' }).trim().max(254),
  city: required('City is required', 100),
  state: z.enum(SERVICE_STATES, { error: 'State is required' }),
  vehicleInfo: z.string().trim().max(500, 'Must be at most 500 characters').optional(),
  licenseUrl: objectPathSchema,
  insuranceUrl: objectPathSchema,
  w9Url: objectPathSchema,
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

/** A visitor's application: creates the account and the driver record together (D8). */
export const driverApplicationSchema = driverProfileFields.extend(accountFields.shape).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type DriverApplicationInput = z.input<typeof driverApplicationSchema>;

/** A signed-in user's application: no username or password again (D8). */
export const signedInDriverApplicationSchema = driverProfileFields;
export type SignedInDriverApplicationInput = z.input<typeof signedInDriverApplicationSchema>;

/** D10: Upload New Documents replaces one or more of the three. */
export const driverDocumentsSchema = z
  .object({ licenseUrl: objectPathSchema, insuranceUrl: objectPathSchema, w9Url: objectPathSchema })
  .refine((v) => v.licenseUrl || v.insuranceUrl || v.w9Url, { message: 'Choose at least one document', path: ['licenseUrl'] });

export const uploadRequestSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose which document this is' }),
  filename: z.string().trim().min(1).max(255),
  contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: 'Only PDF, JPG or PNG files can be uploaded' }),
  size: z.number().int().positive().max(MAX_UPLOAD_BYTES, 'Files must be at most 10 MB'),
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/** The answer to POST /api/objects/upload: the browser PUTs the file there, then confirms the upload. */
export interface UploadTicket {
  objectId: string;
  uploadURL: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** A driver record as the API returns it. */
export interface Driver {
  id: string;
  userId: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  city: string;
  state: string;
  vehicleInfo: string | null;
  licenseUrl: string | null;
  insuranceUrl: string | null;
  w9Url: string | null;
  backgroundCheckConsent: boolean;
  contractAgreementSigned: boolean;
  digitalSignature: string | null;
  contractSignedAt: string | null;
  status: DriverStatus;
  /** Null while nothing rates drivers; the portal then says N/A (SPEC.md section 2). */
  rating: string | null;
  /** Counted from the driver's completed jobs. */
  tripsCompleted: number;
  /** Why the administrator rejected the application, when they did. */
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The labels of the application's documents not uploaded yet (an admin is warned before approving). */
export function missingDocuments(driver: Pick<Driver, 'licenseUrl' | 'insuranceUrl' | 'w9Url'>): string[] {
  return DOCUMENT_KINDS.filter((kind) => !driver[DOCUMENT_URL_FIELDS[kind]]).map((kind) => DOCUMENT_LABELS[kind]);
}
