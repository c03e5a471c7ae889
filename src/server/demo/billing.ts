import { eq } from 'drizzle-orm';
import type { CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { LEVELS_OF_SERVICE } from '../../domain/level-of-service';
import { oneLineAddress, placeInput, type Place } from '../../domain/place';
import { centsOf } from '../../domain/money';
import { estimateTravel } from '../../domain/travel';
import { zonedLocalToIso } from '../../domain/zoned-time';
import type { Database } from '../db/client';
import { authorizations, payerRates, payers, riders, users, type jobs, type JobRow } from '../db/schema';
import { appendProofEvent, NO_FIX, type NewProofEvent } from '../modules/proof/service';
import { storedPlace } from '../stored-place';
import { buildInvoice } from '../modules/invoices/service';
import { makeJob } from './factories';
import { DEMO_PLACES } from './places';
import { sampleSignature } from './sample-document';

/** What the demo's payers pay: the base, per mile, waiting and fees per level of service. */
const RATES = {
  ambulatory: { base: '32.00', perMile: '2.25', noShow: '25.00', late: '20.00' },
  wheelchair: { base: '55.00', perMile: '3.25', noShow: '40.00', late: '35.00' },
  stretcher: { base: '125.00', perMile: '4.50', noShow: '75.00', late: '60.00' },
} as const;

const PAYERS = [
  {
    name: "Commonwealth Workers' Comp Mutual",
    type: 'workers_comp',
    payerCode: 'CWCM1',
    termsDays: 30,
    signatureRequired: false,
    contactName: 'Pat Kim',
    contactEmail: 'claims@commonwealth-mutual.example',
  },
  {
    name: 'Keystone Health Partners',
    type: 'medicaid_broker',
    payerCode: 'KHP01',
    termsDays: 45,
    signatureRequired: true,
    contactName: 'Sam Ortiz',
    contactEmail: 'nemt.billing@keystone-health.example',
    // The broker's riders ride to dialysis: a claim with no diagnosis of its own carries that one
    // (docs/decisions/099-claims-a-clearinghouse-accepts.md).
    defaultDiagnosisCode: 'Z99.2',
  },
] as const;

/** A demo driver who drove the billed trips, and their van's odometer this morning (the trips' readings end below it). */
export interface BillingDriver {
  id: string;
  userId: string;
  odometerToday: number;
}

/**
 * Billing demo (docs/decisions/070-invoices.md): a workers' compensation carrier and a Medicaid broker with their
 * rates, and the riders they pay for, driven over the last weeks with the phone's proof (odometer
 * readings, a signature): Maria Alvarez's physical therapy rides after a fall at work (the carrier, on her
 * authorization; an ambulatory ride in the ramp minivan) and Harold Jenkins's wheelchair rides to dialysis (the
 * broker). Last month's invoice to the carrier is built; the broker's trips of last month and everybody's of this
 * month wait to be billed, so the build dialog's default period has trips to find.
 */
export async function seedBilling(
  db: Database,
  crew: { ambulatory: BillingDriver; wheelchair: BillingDriver },
  company: Pick<CompanyProfile, 'timeZone'>,
) {
  const ids: string[] = [];
  for (const p of PAYERS) {
    const [row] = await db
      .insert(payers)
      .values({
        ...p,
        billingAddress: { street: '100 Pine St', unit: 'Floor 6', city: 'Harrisburg', state: 'PA', zip: '17101' },
        contactPhone: '(717) 555-0140',
      })
      .returning({ id: payers.id });
    ids.push(row!.id);
    await db.insert(payerRates).values(
      LEVELS_OF_SERVICE.map((level) => ({
        payerId: row!.id,
        levelOfService: level,
        baseCents: centsOf(RATES[level].base),
        milesIncluded: '5',
        perMileCents: centsOf(RATES[level].perMile),
        freeWaitMinutes: 15,
        waitPer15Cents: 1200,
        noShowCents: centsOf(RATES[level].noShow),
        lateCancellationCents: centsOf(RATES[level].late),
        escortCents: 1000,
        afterHoursCents: 2000,
        afterHoursStart: '18:00',
        afterHoursEnd: '06:00',
      })),
    );
  }
  const [carrier, broker] = ids as [string, string];
  const today = daysFromToday(0, { company });
  const thisMonth = `${today.slice(0, 8)}01`;
  const lastMonth = { from: monthsFrom(thisMonth, -1), to: shiftDay(thisMonth, -1) };
  const yesterday = shiftDay(today, -1);

  const [maria] = await db.select().from(riders).where(eq(riders.fullName, 'Maria Alvarez'));
  const [harold] = await db.select().from(riders).where(eq(riders.fullName, 'Harold Jenkins'));
  if (!maria || !harold) return;
  await db.update(riders).set({ memberId: 'CWC-448120' }).where(eq(riders.id, maria.id));
  await db.update(riders).set({ memberId: 'KHP-20418836' }).where(eq(riders.id, harold.id));
  const [authorization] = await db
    .insert(authorizations)
    .values({
      riderId: maria.id,
      payerId: carrier,
      claimNumber: 'WC-2026-118734',
      employer: 'Delaware Valley Freight',
      dateOfInjury: shiftDay(lastMonth.from, -20),
      adjusterName: 'Pat Kim',
      adjusterPhone: '(717) 555-0199',
      adjusterEmail: 'pat.kim@commonwealth-mutual.example',
      number: 'AUTH-55210',
      // Weekly from a week before last month began: at most 10 trips by the end of this month.
      authorizedTrips: 12,
      validFrom: shiftDay(lastMonth.from, -7),
      validTo: daysFromToday(60, { company }),
      // A knee sprained in the fall; D, a subsequent encounter, because the rides are to therapy while it heals.
      diagnosisCodes: ['S83.511D'],
    })
    .returning({ id: authorizations.id });

  const [mariaHome, clinic, haroldHome, dialysis] = await Promise.all(
    [DEMO_PLACES.mariaHome, DEMO_PLACES.therapyClinic, DEMO_PLACES.haroldHome, DEMO_PLACES.dialysisCenter].map((p) =>
      storedPlace(placeInput('Place').parse(p)),
    ),
  );
  // Maria: physical therapy on Tuesdays at 9:15 since the first of last month; Harold: dialysis on Mondays,
  // Wednesdays and Fridays at 7:15 since the middle of last month, when the broker took him on. (A few weeks of
  // rides: each is a job and its proof chain, and the demo is made at every fresh start.)
  await driveRides(db, company.timeZone, crew.ambulatory, serviceDays(lastMonth.from, yesterday, [2]), '09:15', {
    patientName: maria.fullName,
    riderId: maria.id,
    payerId: carrier,
    authorizationId: authorization!.id,
    pickupPlace: mariaHome!,
    dropoffPlace: clinic!,
    levelOfService: 'ambulatory',
    escortCount: 0,
    jobRate: '42.00',
  });
  await driveRides(
    db,
    company.timeZone,
    crew.wheelchair,
    serviceDays(shiftDay(lastMonth.from, 14), yesterday, [1, 3, 5]),
    '07:15',
    {
      patientName: harold.fullName,
      riderId: harold.id,
      payerId: broker,
      pickupPlace: haroldHome!,
      dropoffPlace: dialysis!,
      levelOfService: 'wheelchair',
      escortCount: 1,
      rideNotes: 'Uses the ramp. His daughter rides along; call her on arrival.',
      jobRate: '58.00',
    },
  );

  // Last month's claims to the carrier, built as a clerk builds them on the first days of a month.
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  await buildInvoice(
    db,
    { payerId: carrier, periodFrom: lastMonth.from, periodTo: lastMonth.to },
    admin?.id ?? null,
    company.timeZone,
  );
}

/** A day N days on from an ISO day. */
const shiftDay = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
/** The first of the month N months on from an ISO day's month. */
const monthsFrom = (day: string, months: number) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
};

/** The days from `from` to `to` (both included) that fall on the given weekdays (0 Sunday … 6 Saturday). */
export function serviceDays(from: string, to: string, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    if (weekdays.includes(new Date(`${day}T12:00:00Z`).getUTCDay())) days.push(day);
  }
  return days;
}

type JobInsert = typeof jobs.$inferInsert;
type Ride = Pick<JobInsert, 'patientName' | 'riderId' | 'payerId' | 'levelOfService' | 'escortCount' | 'jobRate'> &
  Partial<Pick<JobInsert, 'authorizationId' | 'rideNotes'>> & { pickupPlace: Place; dropoffPlace: Place };

/**
 * One completed ride on each of the days at the same time on the company's clock, driven by the driver, each with
 * the phone's proof; the van's odometer climbs from ride to ride and ends below this morning's reading.
 */
async function driveRides(
  db: Database,
  timeZone: string,
  driver: BillingDriver,
  days: readonly string[],
  time: string,
  ride: Ride,
) {
  for (const [n, day] of days.entries()) {
    const pickupTime = new Date(zonedLocalToIso(`${day}T${time}`, timeZone));
    const at = (minutes: number) => new Date(pickupTime.getTime() + minutes * 60_000);
    const minutes = estimateTravel(pointOf(ride.pickupPlace), pointOf(ride.dropoffPlace), pickupTime, timeZone).minutes;
    const job = await makeJob(db, {
      ...ride,
      pickupAddress: oneLineAddress(ride.pickupPlace),
      dropoffAddress: oneLineAddress(ride.dropoffPlace),
      status: 'completed',
      assignedDriverId: driver.id,
      pickupTime,
      dropoffTime: at(minutes + 5),
      acceptedAt: at(-24 * 60),
      startedAt: at(-20),
      arrivedAt: at(-3),
      pickedUpAt: at(2),
      completedAt: at(minutes + 5),
    });
    await workedOnThePhone(
      db,
      job,
      driver.userId,
      at,
      minutes,
      driver.odometerToday - (days.length - n) * 60,
      timeZone,
    );
  }
}

const pointOf = (place: Place) => ({ lat: place.lat!, lng: place.lng! });

/** The phone's proof of the trip (docs/decisions/056-proof-of-service.md): at the door, the odometer, the signed drop-off. */
async function workedOnThePhone(
  db: Database,
  job: JobRow,
  userId: string,
  at: (minutes: number) => Date,
  rideMinutes: number,
  odometer: number,
  timeZone: string,
) {
  const from = pointOf(job.pickupPlace!);
  const to = pointOf(job.dropoffPlace!);
  const miles = Math.round(estimateTravel(from, to, at(0), timeZone).miles * 10) / 10;
  const step = (
    kind: 'start' | 'arrival' | 'pickup' | 'dropoff',
    minutes: number,
    fix: Partial<Pick<NewProofEvent, 'lat' | 'lng' | 'odometer' | 'attested' | 'signature'>>,
  ) => ({
    ...NO_FIX,
    accuracyMeters: fix.lat === undefined ? null : 8,
    ...fix,
    kind,
    occurredAt: at(minutes),
    actorUserId: userId,
    actorRole: 'driver',
    correction: null,
  });
  await db.transaction(async (tx) => {
    for (const event of [
      step('start', -20, {}),
      step('arrival', -3, from),
      step('pickup', 2, { ...from, odometer }),
      step('dropoff', rideMinutes + 5, {
        ...to,
        odometer: Math.round((odometer + miles) * 10) / 10,
        attested: true,
        signature: SIGNATURE,
      }),
    ]) {
      await appendProofEvent(tx, job.id, event);
    }
  });
}

const SIGNATURE = sampleSignature();
