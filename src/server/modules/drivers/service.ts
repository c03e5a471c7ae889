import { eq } from 'drizzle-orm';
import { drivers } from '../../db/schema';
import { queueMessages } from '../notifications/outbox';
import { applicationDecided, applicationReceived } from '../notifications/driver-messages';
import type { z } from 'zod';
import { driverApplicationSchema, type driverDocumentsSchema, type Driver } from '../../../domain/driver';
import type { DriverStatus } from '../../../domain/statuses';
import type { SessionUser } from '../../../domain/auth';
import type { PasswordPolicy } from '../../auth/password-policy';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { zodFieldErrors } from '../../validation';
import { applyAsUser, applyAsVisitor, checkDocuments, type ApplicationBody } from './application';
import { vehicleExists } from '../vehicles/service';
import { credentialsOn } from '../credentials/service';
import { missingForApproval } from '../../../domain/driver-approval';
import { mayDrive } from '../../../domain/driver-sign-in';
import type { Page } from '../../../domain/page';
import {
  findDriverByUser,
  listAssignableDrivers,
  listDrivers,
  toDriver,
  updateDriverByAdmin,
  updateDriverDocuments,
  type DriverFilter,
  type DriverRecord,
} from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Statuses that end a driver's sessions: they may no longer work, and must not keep a live session. */
const SIGNED_OUT_STATUSES: DriverStatus[] = ['suspended', 'inactive', 'rejected'];
const NO_APPLICATION = 'No driver application has been submitted for this account';

/**
 * A visitor applies with a new account; a signed-in driver without an application applies as themselves. Asked before
 * the body is checked, so a partner or a driver who already applied hears that, not the form's field errors.
 */
export async function refuseOtherApplicants(
  db: Pick<Database, 'select'>,
  user: SessionUser | null,
  replayable: boolean,
): Promise<void> {
  if (user && user.role !== 'driver') throw forbidden('Sign out first to apply as a new driver');
  // A retry under an Idempotency-Key gets its first answer instead (submitApplication still refuses a second one).
  if (user && !replayable && (await findDriverByUser(db, user.id))) throw conflict('You have already applied');
}

/**
 * Decision 024: an application in one transaction. Returns the driver record and, when the application made a new
 * account, that account's id (the caller signs it in).
 */
export async function submitApplication(
  tx: Tx,
  body: ApplicationBody,
  applicant: { user: SessionUser | null; sessionId: string | null },
  policy: PasswordPolicy,
): Promise<{ driver: Driver; newUserId?: string }> {
  const { user } = applicant;
  if (user) {
    if (await findDriverByUser(tx, user.id)) throw conflict('You have already applied');
    const driver = await applyAsUser(tx, body, user.id);
    await queueMessages(tx, applicationReceived(driver));
    return { driver: toDriver({ ...driver, tripsCompleted: 0 }) };
  }
  // A visitor's body must hold the account fields the declared (optional) shape let through.
  const parsed = driverApplicationSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields', zodFieldErrors(parsed.error));
  const driver = await applyAsVisitor(tx, parsed.data, { sessionId: applicant.sessionId }, policy);
  // The acknowledgement exists exactly when the application does (docs/decisions/065-notifications.md).
  await queueMessages(tx, applicationReceived(driver));
  return { driver: toDriver({ ...driver, tripsCompleted: 0 }), newUserId: driver.userId };
}

/** What an administrator may change on a driver: the status decision and/or the current vehicle. */
export interface DriverChange {
  status?: DriverStatus | undefined;
  rejectionReason?: string | undefined;
  vehicleId?: string | null | undefined;
  /** The administrator was shown what is missing and approves anyway. */
  acknowledgeMissing?: boolean | undefined;
}

/** Statuses in which a driver may be given trips: entering one is an approval. */
const WORKING_STATUSES: DriverStatus[] = ['approved', 'active'];

/**
 * docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md: a driver without a vehicle, a document or a required credential
 * is approved only when the administrator acknowledges the list; otherwise 409 naming each missing item.
 */
async function refuseUnacknowledgedGaps(tx: Tx, id: string, change: DriverChange, day: string) {
  const [row] = await tx.select().from(drivers).where(eq(drivers.id, id)).limit(1);
  if (!row) return;
  const driver = { ...row, vehicleId: change.vehicleId === undefined ? row.vehicleId : change.vehicleId };
  const { summary } = await credentialsOn(tx, id, day);
  const missing = missingForApproval({ driver, credentials: summary });
  if (missing.length === 0) return;
  const list = missing.map((item) => item.label).join(', ');
  throw new HttpError(
    409,
    `Still missing: ${list}. Approve anyway only after checking them.`,
    { acknowledgeMissing: `Still missing: ${list}` },
    undefined,
    missing.map((item) => item.key),
  );
}

/**
 * An administrator's decision and/or the driver's current vehicle (docs/decisions/043-vehicles.md). ASVS 7.4.2: a
 * driver who may no longer work is signed out everywhere at once.
 */
export async function decideDriver(
  db: Database,
  store: SessionStore,
  id: string,
  change: DriverChange,
  today: string,
): Promise<Driver> {
  if (change.vehicleId && !(await vehicleExists(db, change.vehicleId)))
    throw badRequest('Please correct the highlighted fields', { vehicleId: 'Choose a vehicle' });
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: drivers.status })
      .from(drivers)
      .where(eq(drivers.id, id))
      .for('update')
      .limit(1);
    if (!before) return undefined;
    const approving =
      change.status !== undefined &&
      WORKING_STATUSES.includes(change.status) &&
      !WORKING_STATUSES.includes(before.status);
    if (approving && !change.acknowledgeMissing) await refuseUnacknowledgedGaps(tx, id, change, today);
    const row = await updateDriverByAdmin(tx, id, change);
    // The applicant hears the decision, in the decision's transaction.
    if (row && change.status && change.status !== before.status)
      await queueMessages(tx, applicationDecided(row, row.status, row.statusChangedAt));
    return row;
  });
  if (!updated) throw notFound();
  if (change.status && SIGNED_OUT_STATUSES.includes(updated.status)) await store.destroyForUser(updated.userId);
  return toDriver(updated);
}

/** The signed-in user's own driver record: 404 while they have not applied. */
export async function ownDriverRecord(db: Database, userId: string): Promise<DriverRecord> {
  const driver = await findDriverByUser(db, userId);
  if (!driver) throw notFound(NO_APPLICATION);
  return driver;
}

/** The signed-in user's own driver record as the API answers it: 404 while they have not applied. */
export async function ownDriver(db: Database, userId: string): Promise<Driver> {
  return toDriver(await ownDriverRecord(db, userId));
}

/**
 * The signed-in driver's record, when that driver may take jobs. A suspended, inactive, rejected or pending
 * driver reads and moves no job, whatever their session says: a status change ends sessions, but a request
 * already under way, or a session from before the change, must not slip through (docs/security.md). Jobs,
 * proof, inspections and positions all ask it, inside their own transaction when they have one.
 */
export async function drivingDriver(db: Database | Tx, userId: string): Promise<DriverRecord> {
  const driver = await findDriverByUser(db, userId);
  if (!driver) throw notFound(NO_APPLICATION);
  if (!mayDrive(driver.status)) throw forbidden('Your driver account may not take jobs');
  return driver;
}

/** The driver id of a signed-in user, or null while they have not applied. */
export async function driverIdOfUser(db: Database, userId: string): Promise<string | null> {
  return (await findDriverByUser(db, userId))?.id ?? null;
}

/** Permissions (decision 021): the administrator's list of drivers and applications, newest first. */
export function driverList(db: Database, filter: DriverFilter): Promise<Page<Driver>> {
  return listDrivers(db, filter);
}

/** The drivers a job may be given (decision 031), by name. */
export function assignableDrivers(db: Database): Promise<Driver[]> {
  return listAssignableDrivers(db);
}

/** Decision 026: replaced documents stay stored (audit trail); the driver record points at the new ones. */
export async function replaceDocuments(
  db: Database,
  userId: string,
  documents: z.output<typeof driverDocumentsSchema>,
): Promise<Driver> {
  const driver = await ownDriverRecord(db, userId);
  await checkDocuments(db, documents, { userId });
  const { licenseUrl, insuranceUrl, w9Url } = documents;
  const updated = await updateDriverDocuments(db, driver.id, {
    ...(licenseUrl && { licenseUrl }),
    ...(insuranceUrl && { insuranceUrl }),
    ...(w9Url && { w9Url }),
  });
  return toDriver(updated);
}
