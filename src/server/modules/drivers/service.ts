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
import { vehicleExists } from '../vehicles/repository';
import {
  findDriverByUser,
  toDriver,
  updateDriverByAdmin,
  updateDriverDocuments,
  type DriverRecord,
} from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Statuses that end a driver's sessions: they may no longer work, and must not keep a live session. */
const SIGNED_OUT_STATUSES: DriverStatus[] = ['suspended', 'inactive', 'rejected'];
const NO_APPLICATION = 'No driver application has been submitted for this account';

/** A visitor applies with a new account; a signed-in driver without an application applies as themselves. */
export function refuseOtherApplicants(user: SessionUser | null): void {
  if (user && user.role !== 'driver') throw forbidden('Sign out first to apply as a new driver');
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
