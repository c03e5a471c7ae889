import { createHash } from 'node:crypto';
import { CREDENTIAL_LABELS, DEFAULT_CREDENTIAL_POLICY, type CredentialKind } from '../../domain/credential';
import type { CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { mayDrive } from '../../domain/driver-sign-in';
import type { Database } from '../db/client';
import { driverCredentials, type DriverRow } from '../db/schema';
import { insertObject, markStored } from '../modules/objects/service';
import type { ObjectStore } from '../storage/object-store';
import { samplePdf } from './sample-document';

/** A credential row for tests and the demo: a verified HIPAA training valid for a year unless told otherwise. */
export async function makeCredential(
  db: Database,
  overrides: Partial<typeof driverCredentials.$inferInsert> & { driverId: string },
) {
  const [row] = await db
    .insert(driverCredentials)
    .values({
      kind: 'hipaa',
      issuedOn: daysFromToday(-30),
      expiresOn: daysFromToday(335),
      verifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Every trip's credentials, and PASS for wheelchair and stretcher trips. */
const DEMO_KINDS: CredentialKind[] = [...DEFAULT_CREDENTIAL_POLICY.required, 'pass'];

/**
 * Demo content (docs/decisions/042-credentials.md): each driver who may drive holds verified credentials for
 * every required kind and PASS, valid for a year (issued before the demo's billed trips of last month, so their
 * claims find the driver qualified on the day), each with a sample document; except that the first one's
 * licence expires in 12 days (the expiring list shows it) and the second one's PASS expired last week (a
 * wheelchair trip is refused to them).
 */
export async function seedDemoCredentials(
  db: Database,
  store: ObjectStore,
  drivers: DriverRow[],
  company: Pick<CompanyProfile, 'timeZone'>,
) {
  const day = (n: number) => daysFromToday(n, { company });
  const working = drivers.filter((driver) => mayDrive(driver.status));
  for (const [i, driver] of working.entries()) {
    for (const kind of DEMO_KINDS) {
      let dates = { issuedOn: day(-120), expiresOn: day(245) };
      if (kind === 'drivers_license') dates = { issuedOn: day(-1450), expiresOn: i === 0 ? day(12) : day(700) };
      if (kind === 'pass' && i === 1) dates = { issuedOn: day(-737), expiresOn: day(-7) };
      const bytes = samplePdf([
        `SAMPLE ${CREDENTIAL_LABELS[kind].toUpperCase()}`,
        driver.fullName,
        `Expires ${dates.expiresOn}`,
        'Demo content: not a real document.',
      ]);
      const object = await insertObject(db, {
        kind: 'license',
        filename: `${kind}.pdf`,
        contentType: 'application/pdf',
        ownerUserId: driver.userId,
      });
      await store.put(object.id, bytes, 'application/pdf');
      await markStored(
        db,
        object.id,
        bytes.length,
        createHash('sha256').update(bytes).digest('hex'),
        'application/pdf',
      );
      await makeCredential(db, { driverId: driver.id, kind, ...dates, objectId: object.id });
    }
  }
}
