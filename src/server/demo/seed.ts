import { seedBilling } from './billing';
import type { Database } from '../db/client';
import { DEFAULT_COMPANY, type CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { zonedLocalToIso } from '../../domain/zoned-time';
import { DRIVER_STATUSES, JOB_STATUSES, REFERRAL_STATUSES, type JobStatus } from '../../domain/statuses';
import { createHash } from 'node:crypto';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, DOCUMENT_URL_FIELDS, type DocumentKind } from '../../domain/driver';
import { insertObject, markStored } from '../modules/objects/repository';
import type { ObjectStore } from '../storage/object-store';
import { seedDemoCredentials } from './demo-credentials';
import { makeDriver, makeJob, makeReferral, makeUser } from './factories';
import { linkRider } from '../modules/riders/link';
import { drivers, jobs, referrals, riders, vehicleInspections } from '../db/schema';
import { inspectionAnswers } from '../../domain/inspection-items';
import { eq } from 'drizzle-orm';
import { samplePdf } from './sample-document';
import { seedVehicles } from './vehicles';

const PEOPLE = [
  ['Marcus', 'Bell'],
  ['Alicia', 'Moreno'],
  ['Derek', 'Okafor'],
  ['Grace', 'Whitman'],
  ['Samuel', 'Price'],
  ['Tanya', 'Kowalski'],
] as const;

const PATIENTS = ['Harold Jenkins', 'Maria Alvarez', 'Ruth Feldman', 'James Carter', 'Linda Osei'];

/**
 * Decision 003: demo content so a fresh start shows every screen — a partner, a driver in each status,
 * referrals and jobs in each status. All demo accounts share one password printed once at start-up.
 * The rows come from the same samples the tests send, so the demo shows what the forms would have accepted;
 * appointments are counted on the configured company's calendar.
 */
export async function seedDemo(
  db: Database,
  password: string,
  store: ObjectStore,
  company: Pick<CompanyProfile, 'timeZone'> = DEFAULT_COMPANY,
) {
  const partner = await makeUser(db, {
    username: 'partner',
    email: 'partner@example.com',
    role: 'referral_partner',
    password,
  });

  const driverRows = [];
  for (const [i, status] of DRIVER_STATUSES.entries()) {
    const [first, last] = PEOPLE[i]!;
    const username = status === 'approved' ? 'driver' : `driver.${status}`;
    const user = await makeUser(db, {
      username,
      email: `${username}@example.com`,
      firstName: first,
      lastName: last,
      role: 'driver',
      password,
    });
    // The pending applicant has not sent a W-9 yet, so the portal and the review show a missing document.
    const kinds = status === 'pending' ? DOCUMENT_KINDS.filter((k) => k !== 'w9') : DOCUMENT_KINDS;
    const documents: Record<string, string> = {};
    for (const kind of kinds) {
      const bytes = samplePdf([
        `SAMPLE ${DOCUMENT_LABELS[kind].toUpperCase()}`,
        `${first} ${last}`,
        'Demo content: not a real document.',
      ]);
      documents[DOCUMENT_URL_FIELDS[kind]] = await storeDocument(db, store, user.id, kind, bytes);
    }
    driverRows.push(
      await makeDriver(db, {
        // The demo fleet and credentials come below (seedVehicles, seedDemoCredentials), expired ones included.
        equip: false,
        userId: user.id,
        fullName: `${first} ${last}`,
        email: user.email!,
        status,
        ...(status === 'rejected' && {
          rejectionReason: 'The insurance card on file has expired. Send a current one and apply again.',
        }),
        ...documents,
      }),
    );
  }
  const approved = driverRows.find((d) => d.status === 'approved')!;
  await seedVehicles(db, store, driverRows, company);
  await seedDemoCredentials(db, store, driverRows, company);

  // Referral statuses that describe a job get the demo job in the matching status (the referral status machine).
  const referralFor: Partial<Record<JobStatus, string>> = {};
  const JOB_OF: Partial<Record<(typeof REFERRAL_STATUSES)[number], JobStatus>> = {
    assigned: 'accepted',
    in_progress: 'in_progress',
    completed: 'completed',
  };
  for (const [i, status] of REFERRAL_STATUSES.entries()) {
    const referral = await makeReferral(db, {
      patientName: PATIENTS[i % PATIENTS.length]!,
      appointmentDate: daysFromToday(3, { company }),
      status,
      submittedByUserId: i % 2 === 0 ? partner.id : null,
      transportType: (['wheelchair', 'ambulatory', 'workers_compensation', 'stretcher'] as const)[i % 4],
    });
    const jobStatus = JOB_OF[status];
    if (jobStatus) referralFor[jobStatus] = referral.id;
  }

  const now = Date.now();
  for (const [i, status] of JOB_STATUSES.entries()) {
    const pickupTime = new Date(now + (i - 2) * 3 * 3600_000);
    await makeJob(db, {
      patientName: PATIENTS[i % PATIENTS.length]!,
      status,
      pickupTime,
      assignedDriverId: approved.id,
      referralId: referralFor[status] ?? null,
      jobRate: (55 + i * 10).toFixed(2),
      ...statusTimes(status, pickupTime),
    });
  }
  await makeJob(db, { patientName: 'Walter Nguyen', pickupTime: new Date(now + 26 * 3600_000) });
  await seedInspections(db, driverRows, company);
  await seedRiders(db, company);
  await seedBilling(db, approved, company);
}

/**
 * Today's vehicle inspections (docs/decisions/063-pre-trip-inspection.md): the demo driver, whose run is under
 * way, passed theirs before starting; the active driver found the ramp at fault, so the day board shows a fault
 * for a dispatcher to read and clear.
 */
async function seedInspections(
  db: Database,
  driverRows: { id: string; status: string }[],
  company: Pick<CompanyProfile, 'timeZone'>,
) {
  const serviceDate = daysFromToday(0, { company });
  const vehicleOf = async (driverId: string) =>
    (await db.select({ vehicleId: drivers.vehicleId }).from(drivers).where(eq(drivers.id, driverId)))[0]?.vehicleId ??
    null;
  const approved = driverRows.find((d) => d.status === 'approved')!;
  const active = driverRows.find((d) => d.status === 'active')!;
  await db.insert(vehicleInspections).values([
    {
      driverId: approved.id,
      vehicleId: await vehicleOf(approved.id),
      serviceDate,
      items: inspectionAnswers(),
      failed: false,
      odometer: 48_120,
      inspectedAt: new Date(Date.now() - 15 * 60_000),
    },
    {
      driverId: active.id,
      vehicleId: await vehicleOf(active.id),
      serviceDate,
      items: inspectionAnswers({ ramp_lift: 'fault' }),
      failed: true,
      odometer: 61_874,
      notes: 'Ramp motor slow to deploy; it only comes out by hand.',
      inspectedAt: new Date(Date.now() - 5 * 60_000),
    },
  ]);
}

/** The demo's riders; Harold Jenkins rides to dialysis three times a week in his wheelchair. */
const RIDERS = [
  {
    fullName: 'Harold Jenkins',
    dateOfBirth: '1951-03-14',
    level: 'wheelchair',
    escortCount: 1,
    driverNotes: 'Uses the ramp. His daughter rides along; call her on arrival.',
  },
  {
    fullName: 'Maria Alvarez',
    dateOfBirth: '1962-11-02',
    level: 'ambulatory',
    escortCount: 0,
    driverNotes: 'Walks with a cane; front door.',
  },
  { fullName: 'Ruth Feldman', dateOfBirth: '1948-05-21', level: 'ambulatory', escortCount: 0, driverNotes: null },
  {
    fullName: 'James Carter',
    dateOfBirth: '1970-08-09',
    level: 'stretcher',
    escortCount: 0,
    driverNotes: 'Second floor; the building has an elevator.',
  },
  { fullName: 'Linda Osei', dateOfBirth: '1955-01-30', level: 'ambulatory', escortCount: 0, driverNotes: null },
  { fullName: 'Walter Nguyen', dateOfBirth: '1944-12-12', level: 'ambulatory', escortCount: 0, driverNotes: null },
] as const;

/**
 * Riders for the demo's patients, with their referrals and jobs linked, and Harold's dialysis rides for the
 * next week (unassigned, so a dispatcher can try the assignment checks: only a wheelchair vehicle with a
 * driver whose PASS is current may take them).
 */
async function seedRiders(db: Database, company: Pick<CompanyProfile, 'timeZone'>) {
  for (const rider of RIDERS) {
    const riderId = await db.transaction((tx) =>
      linkRider(tx, { fullName: rider.fullName, dateOfBirth: rider.dateOfBirth, phone: '(215) 555-0173' }),
    );
    await db
      .update(riders)
      .set({ defaultLevelOfService: rider.level, escortCount: rider.escortCount, driverNotes: rider.driverNotes })
      .where(eq(riders.id, riderId));
    await db
      .update(referrals)
      .set({ riderId, patientDob: rider.dateOfBirth })
      .where(eq(referrals.patientName, rider.fullName));
    await db
      .update(jobs)
      .set({ riderId, levelOfService: rider.level, escortCount: rider.escortCount })
      .where(eq(jobs.patientName, rider.fullName));
  }
  const harold = RIDERS[0];
  const [{ id: haroldId }] = (await db
    .select({ id: riders.id })
    .from(riders)
    .where(eq(riders.fullName, harold.fullName))) as [{ id: string }];
  for (const days of [1, 3, 5]) {
    // 07:30 on the company's clock that day, daylight saving or not.
    const pickupTime = new Date(zonedLocalToIso(`${daysFromToday(days, { company })}T07:30`, company.timeZone));
    await makeJob(db, {
      patientName: harold.fullName,
      riderId: haroldId,
      levelOfService: harold.level,
      escortCount: harold.escortCount,
      rideNotes: harold.driverNotes,
      pickupTime,
      dropoffTime: new Date(pickupTime.getTime() + 40 * 60_000),
    });
  }
}

async function storeDocument(db: Database, store: ObjectStore, userId: string, kind: DocumentKind, bytes: Buffer) {
  const row = await insertObject(db, {
    kind,
    filename: `${kind}.pdf`,
    contentType: 'application/pdf',
    ownerUserId: userId,
  });
  await store.put(row.id, bytes, 'application/pdf');
  await markStored(db, row.id, bytes.length, createHash('sha256').update(bytes).digest('hex'), 'application/pdf');
  return `/objects/${row.id}`;
}

function statusTimes(status: JobStatus, pickup: Date) {
  const at = new Date(Math.min(Date.now(), pickup.getTime()));
  switch (status) {
    case 'accepted':
      return { acceptedAt: at };
    case 'declined':
      return { declinedAt: at };
    case 'in_progress':
      return { acceptedAt: at, startedAt: at };
    case 'completed':
      return { acceptedAt: at, startedAt: at, completedAt: at };
    default:
      return {};
  }
}
