import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { VEHICLE_DOCUMENT_LABELS, type VehicleDocumentKind } from '../../domain/vehicle';
import type { Database } from '../db/client';
import { drivers, users, vehicleDocuments, type DriverRow } from '../db/schema';
import { insertObject, markStored } from '../modules/objects/service';
import type { ObjectStore } from '../storage/object-store';
import { makeVehicle } from './factories';
import { samplePdf } from './sample-document';

/** A sedan, a ramp minivan and a lift van: the three kinds of ride the demo shows (docs/decisions/043-vehicles.md). */
const FLEET = [
  {
    number: 'S-101',
    make: 'Toyota',
    model: 'Camry',
    year: 2022,
    plate: 'PA7K101',
    vin: '4T1B11HKXKU000001',
    ambulatorySeats: 4,
    wheelchairPositions: 0,
    stretcherPositions: 0,
    liftOrRamp: 'none',
  },
  {
    number: 'R-201',
    make: 'Toyota',
    model: 'Sienna',
    year: 2021,
    plate: 'PA7R201',
    vin: '5TDKZ3DC5LS000002',
    ambulatorySeats: 2,
    wheelchairPositions: 1,
    stretcherPositions: 0,
    liftOrRamp: 'ramp',
  },
  {
    number: 'L-301',
    make: 'Ford',
    model: 'Transit',
    year: 2023,
    plate: 'PA7L301',
    vin: '1FDVU4XGXNKA00003',
    ambulatorySeats: 3,
    wheelchairPositions: 2,
    stretcherPositions: 1,
    liftOrRamp: 'lift',
  },
] as const;

/**
 * The demo fleet with its papers, valid for a year; the ramp minivan's inspection runs out in 20 days, so the
 * lists of what expires soon have something to show. Each working demo driver drives their own: the approved one
 * (the demo's "driver" account, whose run takes every level of service) the lift van, the active one the ramp
 * minivan; the sedan waits for a driver.
 * The files belong to the first administrator, as if they had uploaded them.
 */
export async function seedVehicles(
  db: Database,
  store: ObjectStore,
  driverRows: DriverRow[],
  company: Pick<CompanyProfile, 'timeZone'>,
) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const yearAhead = daysFromToday(365, { company });
  const vehicleIds = new Map<string, string>();
  for (const sample of FLEET) {
    const vehicle = await makeVehicle(db, { ...sample, status: 'active' });
    vehicleIds.set(sample.number, vehicle.id);
    const kinds: VehicleDocumentKind[] = [
      'registration',
      'insurance',
      'inspection',
      ...(sample.liftOrRamp === 'none' ? [] : (['lift_ramp_inspection'] as const)),
    ];
    for (const kind of kinds) {
      const soon = sample.number === 'R-201' && kind === 'inspection';
      const bytes = samplePdf([
        `SAMPLE ${VEHICLE_DOCUMENT_LABELS[kind].toUpperCase()}`,
        `Vehicle ${sample.number}, VIN ${sample.vin}`,
        'Demo content: not a real document.',
      ]);
      const objectId = admin ? await storeFile(db, store, admin.id, kind, bytes) : null;
      await db.insert(vehicleDocuments).values({
        vehicleId: vehicle.id,
        kind,
        expiresOn: soon ? daysFromToday(20, { company }) : yearAhead,
        objectId,
        createdByUserId: admin?.id ?? null,
      });
    }
  }
  const VEHICLE_OF: Partial<Record<DriverRow['status'], string>> = { approved: 'L-301', active: 'R-201' };
  for (const driver of driverRows) {
    const number = VEHICLE_OF[driver.status];
    if (number)
      await db
        .update(drivers)
        .set({ vehicleId: vehicleIds.get(number)! })
        .where(eq(drivers.id, driver.id));
  }
}

async function storeFile(
  db: Database,
  store: ObjectStore,
  ownerUserId: string,
  kind: string,
  bytes: Buffer,
): Promise<string> {
  const row = await insertObject(db, { kind, filename: `${kind}.pdf`, contentType: 'application/pdf', ownerUserId });
  await store.put(row.id, bytes, 'application/pdf');
  await markStored(db, row.id, bytes.length, createHash('sha256').update(bytes).digest('hex'), 'application/pdf');
  return row.id;
}
