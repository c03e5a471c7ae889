import type { z } from 'zod';
import type { SessionUser } from '../../../domain/auth';
import {
  CREDENTIAL_KINDS,
  credentialExpiry,
  credentialSummary,
  EXPIRY_AFTER_ISSUE,
  expiryState,
  ownCredentialState,
  type Credential,
  type credentialCreateSchema,
  type credentialUpdateSchema,
  type DriverCredentials,
  type ExpiringList,
} from '../../../domain/credential';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import { findObject, storedObjectsOf } from '../objects/service';
import {
  expiringDriverCredentials,
  expiringVehicleDocuments,
  findCredential,
  findDriverOwner,
  insertCredential,
  listCredentialRows,
  updateCredential,
  type CredentialRecord,
} from './repository';

type Reader = Pick<Database, 'select' | 'selectDistinctOn'>;
const ONLY_ADMINS_VERIFY = 'Only an administrator verifies credentials';

function toCredential(row: CredentialRecord, today: string): Credential {
  const verifiedAt = row.verifiedAt?.toISOString() ?? null;
  return {
    id: row.id,
    driverId: row.driverId,
    kind: row.kind,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    objectId: row.objectId,
    verifiedAt,
    verifiedByName: verifiedAt ? row.verifiedByName : null,
    state: ownCredentialState({ expiresOn: row.expiresOn, verifiedAt }, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The driver whose credentials these are, for an administrator or that driver (docs/decisions/042-credentials.md).
 * Another driver's record, like a driver that does not exist, is "not found".
 */
async function driverFor(db: Reader, user: SessionUser, driverId: string) {
  const driver = await findDriverOwner(db, driverId);
  if (!driver || (user.role !== 'admin' && driver.userId !== user.id)) throw notFound();
  return driver;
}

/** The file must be an upload the caller may attach: a driver's own, any stored one for an administrator. */
async function checkDocument(db: Reader, user: SessionUser, objectId: string | null | undefined) {
  if (!objectId) return;
  const usable =
    user.role === 'admin'
      ? (await findObject(db, objectId))?.storedAt
      : (await storedObjectsOf(db, [objectId], { userId: user.id })).length > 0;
  if (!usable) throw badRequest('Please correct the highlighted fields', { objectId: 'Upload the document first' });
}

export async function driverCredentials(
  db: Reader,
  user: SessionUser,
  driverId: string,
  today: string,
): Promise<DriverCredentials> {
  await driverFor(db, user, driverId);
  return credentialsOn(db, driverId, today);
}

/** A driver's credentials judged on a day: today for the screens, the service date for a trip's record. */
export async function credentialsOn(db: Reader, driverId: string, day: string): Promise<DriverCredentials> {
  const rows = await listCredentialRows(db, driverId);
  const items = rows.map((row) => toCredential(row, day));
  return { items, summary: CREDENTIAL_KINDS.map((kind) => credentialSummary(items, kind, day)) };
}

/** An administrator adds (and may verify at once); the driver uploads a renewal that waits for verification. */
export async function addCredential(
  db: Database,
  user: SessionUser,
  driverId: string,
  body: z.output<typeof credentialCreateSchema>,
  today: string,
): Promise<Credential> {
  await driverFor(db, user, driverId);
  if (body.verified && user.role !== 'admin') throw forbidden(ONLY_ADMINS_VERIFY);
  await checkDocument(db, user, body.objectId);
  const verify = body.verified === true;
  const id = await insertCredential(db, {
    driverId,
    kind: body.kind,
    issuedOn: body.issuedOn,
    expiresOn: credentialExpiry(body),
    objectId: body.objectId,
    verifiedByUserId: verify ? user.id : null,
    verifiedAt: verify ? new Date() : null,
  });
  return toCredential((await findCredential(db, driverId, id))!, today);
}

/** An administrator corrects the dates, replaces the document, verifies or withdraws the verification. */
export async function changeCredential(
  db: Database,
  user: SessionUser,
  ids: { driverId: string; credentialId: string },
  body: z.output<typeof credentialUpdateSchema>,
  today: string,
): Promise<Credential> {
  const current = await findCredential(db, ids.driverId, ids.credentialId);
  if (!current) throw notFound();
  const issuedOn = body.issuedOn ?? current.issuedOn;
  const expiresOn = body.expiresOn ?? current.expiresOn;
  if (expiresOn <= issuedOn)
    throw badRequest('Please correct the highlighted fields', { expiresOn: EXPIRY_AFTER_ISSUE });
  await checkDocument(db, user, body.objectId);
  await updateCredential(db, current.id, {
    issuedOn,
    expiresOn,
    ...(body.objectId !== undefined && { objectId: body.objectId }),
    ...(body.verified === true && { verifiedByUserId: user.id, verifiedAt: new Date() }),
    ...(body.verified === false && { verifiedByUserId: null, verifiedAt: null }),
  });
  return toCredential((await findCredential(db, ids.driverId, current.id))!, today);
}

/** What expires within `days` of today, or has expired and is still the latest of its kind, soonest first. */
export async function expiringList(db: Reader, days: number, today: string): Promise<ExpiringList> {
  const until = addDays(today, days);
  const [drivers, vehicles] = await Promise.all([
    expiringDriverCredentials(db, until),
    expiringVehicleDocuments(db, until),
  ]);
  const items = [
    ...drivers.map((row) => ({ subject: 'driver' as const, ...row, state: expiryState(row.expiresOn, today) })),
    ...vehicles.map((row) => ({ subject: 'vehicle' as const, ...row, state: expiryState(row.expiresOn, today) })),
  ].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.subjectName.localeCompare(b.subjectName));
  return { days, items };
}

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
