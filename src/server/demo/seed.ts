import { seedBilling } from './billing';
import type { Database } from '../db/client';
import { DEFAULT_COMPANY, type CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { isoToZonedLocal, zonedLocalToIso } from '../../domain/zoned-time';
import { DRIVER_STATUSES, JOB_STATUSES, REFERRAL_STATUSES, type JobStatus } from '../../domain/statuses';
import { createHash } from 'node:crypto';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, DOCUMENT_URL_FIELDS, type DocumentKind } from '../../domain/driver';
import { insertObject, markStored } from '../modules/objects/service';
import type { ObjectStore } from '../storage/object-store';
import { seedDemoCredentials } from './demo-credentials';
import { makeDriver, makeJob, makeReferral, makeUser } from './factories';
import { linkRider } from '../modules/riders/service';
import { drivers, jobs, referrals, riders, vehicleInspections } from '../db/schema';
import { inspectionAnswers } from '../../domain/inspection-items';
import { eq } from 'drizzle-orm';
import { samplePdf } from './sample-document';
import { seedVehicles } from './vehicles';
import { demoPickupTime } from './demo-times';
import { DEMO_PLACES } from './places';
import { oneLineAddress, placeInput } from '../../domain/place';
import { storedPlace } from '../stored-place';

/**
 * The six demo drivers, one in each status, each with their own phone, home town and the vehicle their application
 * describes; the two who drive for the company are given a fleet vehicle of their own (./vehicles.ts). Phone
 * numbers are in the 555-01xx range set aside for fiction, which still makes a number a text could reach.
 */
const PEOPLE = [
  {
    first: 'Marcus',
    last: 'Bell',
    phoneNumber: '(267) 555-0112',
    city: 'Camden',
    state: 'NJ',
    vehicleInfo: '2019 Honda Odyssey with a fold-out ramp',
  },
  {
    first: 'Alicia',
    last: 'Moreno',
    phoneNumber: '(215) 555-0126',
    city: 'Philadelphia',
    state: 'PA',
    vehicleInfo: 'Drives the company lift van',
  },
  {
    first: 'Derek',
    last: 'Okafor',
    phoneNumber: '(610) 555-0131',
    city: 'Upper Darby',
    state: 'PA',
    vehicleInfo: '2017 Chrysler Pacifica, no ramp',
  },
  {
    first: 'Grace',
    last: 'Whitman',
    phoneNumber: '(484) 555-0145',
    city: 'Norristown',
    state: 'PA',
    vehicleInfo: 'Drives the company ramp minivan',
  },
  {
    first: 'Samuel',
    last: 'Price',
    phoneNumber: '(856) 555-0158',
    city: 'Cherry Hill',
    state: 'NJ',
    vehicleInfo: '2018 Toyota Sienna with a rear-entry ramp',
  },
  {
    first: 'Tanya',
    last: 'Kowalski',
    phoneNumber: '(302) 555-0163',
    city: 'Wilmington',
    state: 'DE',
    vehicleInfo: '2020 Ford Transit Connect, wheelchair lift',
  },
] as const;

/** This morning's odometer of the two working drivers' vans, from their pre-trip inspections. */
const ODOMETER_TODAY = { approved: 48_120, active: 61_874 } as const;

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
    const { first, last, ...profile } = PEOPLE[i]!;
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
        ...profile,
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

  // Each job's time fits its status (./demo-times.ts): finished ones behind now, the one under way about now, the rest ahead.
  const now = new Date();
  const pickupOf = (status: JobStatus) => demoPickupTime(status, now, company.timeZone, JOB_STATUSES.indexOf(status));

  // Referral statuses that describe a job get the demo job in the matching status (the referral status machine),
  // the appointment 45 minutes after that job's pickup; the others ask for a ride three days ahead.
  const referralFor: Partial<Record<JobStatus, string>> = {};
  const JOB_OF: Partial<Record<(typeof REFERRAL_STATUSES)[number], JobStatus>> = {
    assigned: 'accepted',
    in_progress: 'in_progress',
    completed: 'completed',
  };
  for (const [i, status] of REFERRAL_STATUSES.entries()) {
    const jobStatus = JOB_OF[status];
    const appointment = jobStatus
      ? isoToZonedLocal(new Date(pickupOf(jobStatus).getTime() + 45 * 60_000).toISOString(), company.timeZone)
      : null;
    const referral = await makeReferral(db, {
      patientName: PATIENTS[i % PATIENTS.length]!,
      appointmentDate: appointment?.slice(0, 10) ?? daysFromToday(3, { company }),
      ...(appointment && { appointmentTime: appointment.slice(11) }),
      status,
      submittedByUserId: i % 2 === 0 ? partner.id : null,
      transportType: (['wheelchair', 'ambulatory', 'workers_compensation', 'stretcher'] as const)[i % 4],
    });
    if (jobStatus) referralFor[jobStatus] = referral.id;
  }

  for (const [i, status] of JOB_STATUSES.entries()) {
    const pickupTime = pickupOf(status);
    await makeJob(db, {
      patientName: PATIENTS[i % PATIENTS.length]!,
      status,
      pickupTime,
      assignedDriverId: approved.id,
      referralId: referralFor[status] ?? null,
      jobRate: (55 + i * 10).toFixed(2),
      ...statusTimes(status, pickupTime, now),
    });
  }
  await makeJob(db, {
    patientName: 'Walter Nguyen',
    pickupTime: demoPickupTime('pending', new Date(now.getTime() + 86_400_000), company.timeZone, 2),
  });
  await seedInspections(db, driverRows, company);
  await seedRiders(db, company);
  const active = driverRows.find((d) => d.status === 'active')!;
  await seedBilling(
    db,
    {
      wheelchair: { ...approved, odometerToday: ODOMETER_TODAY.approved },
      ambulatory: { ...active, odometerToday: ODOMETER_TODAY.active },
    },
    company,
  );
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
      odometer: ODOMETER_TODAY.approved,
      inspectedAt: new Date(Date.now() - 15 * 60_000),
    },
    {
      driverId: active.id,
      vehicleId: await vehicleOf(active.id),
      serviceDate,
      items: inspectionAnswers({ ramp_lift: 'fault' }),
      failed: true,
      odometer: ODOMETER_TODAY.active,
      notes: 'Ramp motor slow to deploy; it only comes out by hand.',
      inspectedAt: new Date(Date.now() - 5 * 60_000),
    },
  ]);
}

/**
 * The demo's riders; Harold Jenkins rides to dialysis three times a week in his wheelchair. Each but Walter has the
 * sex and diagnoses a claim states, so the demo's claims carry them (docs/decisions/099-claims-a-clearinghouse-accepts.md)
 * and Walter shows a rider with none on file.
 */
const RIDERS = [
  {
    fullName: 'Harold Jenkins',
    sex: 'M',
    diagnosisCodes: ['Z99.2', 'N18.6'],
    phone: '(215) 555-0173',
    dateOfBirth: '1951-03-14',
    level: 'wheelchair',
    escortCount: 1,
    driverNotes: 'Uses the ramp. His daughter rides along; call her on arrival.',
  },
  {
    fullName: 'Maria Alvarez',
    sex: 'F',
    diagnosisCodes: ['S83.511D'],
    phone: '(215) 555-0181',
    dateOfBirth: '1962-11-02',
    level: 'ambulatory',
    escortCount: 0,
    driverNotes: 'Walks with a cane; front door.',
  },
  {
    fullName: 'Ruth Feldman',
    sex: 'F',
    diagnosisCodes: ['Z99.2'],
    phone: '(215) 555-0177',
    dateOfBirth: '1948-05-21',
    level: 'ambulatory',
    escortCount: 0,
    driverNotes: null,
  },
  {
    fullName: 'James Carter',
    sex: 'M',
    diagnosisCodes: ['Z74.01'],
    phone: '(267) 555-0186',
    dateOfBirth: '1970-08-09',
    level: 'stretcher',
    escortCount: 0,
    driverNotes: 'Second floor; the building has an elevator.',
  },
  {
    fullName: 'Linda Osei',
    sex: 'F',
    diagnosisCodes: ['E11.9'],
    phone: '(267) 555-0190',
    dateOfBirth: '1955-01-30',
    level: 'ambulatory',
    escortCount: 0,
    driverNotes: null,
  },
  {
    fullName: 'Walter Nguyen',
    sex: 'M',
    diagnosisCodes: [],
    phone: '(215) 555-0194',
    dateOfBirth: '1944-12-12',
    level: 'ambulatory',
    escortCount: 0,
    driverNotes: null,
  },
] as const;

/**
 * Riders for the demo's patients, with their referrals and jobs linked, and Harold's dialysis rides for the
 * next week (unassigned, so a dispatcher can try the assignment checks: only a wheelchair vehicle with a
 * driver whose PASS is current may take them).
 */
async function seedRiders(db: Database, company: Pick<CompanyProfile, 'timeZone'>) {
  for (const rider of RIDERS) {
    const riderId = await db.transaction((tx) =>
      linkRider(tx, { fullName: rider.fullName, dateOfBirth: rider.dateOfBirth, phone: rider.phone }),
    );
    await db
      .update(riders)
      .set({
        defaultLevelOfService: rider.level,
        escortCount: rider.escortCount,
        driverNotes: rider.driverNotes,
        sex: rider.sex,
        diagnosisCodes: [...rider.diagnosisCodes],
      })
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
  const [home, dialysis] = await Promise.all(
    [DEMO_PLACES.haroldHome, DEMO_PLACES.dialysisCenter].map((p) => storedPlace(placeInput('Place').parse(p))),
  );
  for (const days of [1, 3, 5]) {
    // 07:30 on the company's clock that day, daylight saving or not.
    const pickupTime = new Date(zonedLocalToIso(`${daysFromToday(days, { company })}T07:30`, company.timeZone));
    await makeJob(db, {
      patientName: harold.fullName,
      riderId: haroldId,
      levelOfService: harold.level,
      escortCount: harold.escortCount,
      rideNotes: harold.driverNotes,
      pickupPlace: home!,
      dropoffPlace: dialysis!,
      pickupAddress: oneLineAddress(home!),
      dropoffAddress: oneLineAddress(dialysis!),
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

/** The times a job's status records, as the trip would have recorded them by now. */
function statusTimes(status: JobStatus, pickup: Date, now: Date) {
  const at = (minutes: number) => new Date(pickup.getTime() + minutes * 60_000);
  const bookedAt = new Date(Math.min(now.getTime() - 60 * 60_000, pickup.getTime() - 24 * 3600_000));
  switch (status) {
    case 'accepted':
      return { acceptedAt: bookedAt };
    case 'declined':
      return { declinedAt: bookedAt };
    case 'in_progress':
      return { acceptedAt: bookedAt, startedAt: at(-25) };
    case 'completed':
      return { acceptedAt: bookedAt, startedAt: at(-20), arrivedAt: at(-3), pickedUpAt: at(2), completedAt: at(45) };
    case 'no_show':
      return { acceptedAt: bookedAt, startedAt: at(-20), arrivedAt: at(-3), noShowAt: at(12) };
    case 'cancelled':
      return { cancelledAt: bookedAt };
    default:
      return {};
  }
}
