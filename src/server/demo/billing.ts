import { eq } from 'drizzle-orm';
import type { CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { LEVELS_OF_SERVICE } from '../../domain/level-of-service';
import { oneLineAddress, placeInput } from '../../domain/place';
import { centsOf } from '../../domain/money';
import { estimateTravel } from '../../domain/travel';
import { zonedLocalToIso } from '../../domain/zoned-time';
import type { Database } from '../db/client';
import { authorizations, payerRates, payers, riders } from '../db/schema';
import { appendProofEvent, NO_FIX, type NewProofEvent } from '../modules/proof/repository';
import { storedPlace } from '../stored-place';
import { makeJob } from './factories';

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
  },
] as const;

/**
 * Billing demo (docs/decisions/070-invoices.md): a workers' compensation carrier and a Medicaid broker with their
 * rates, Maria Alvarez's authorization for her physical therapy rides after a fall at work, and her rides of the
 * last three weeks driven, with the phone's proof, and waiting to be billed — so the billing screens have something to build on.
 */
export async function seedBilling(
  db: Database,
  driver: { id: string; userId: string },
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
  const [carrier] = ids;
  const [maria] = await db.select().from(riders).where(eq(riders.fullName, 'Maria Alvarez'));
  if (!maria) return;
  await db.update(riders).set({ memberId: 'CWC-448120' }).where(eq(riders.id, maria.id));
  const [authorization] = await db
    .insert(authorizations)
    .values({
      riderId: maria.id,
      payerId: carrier!,
      claimNumber: 'WC-2026-118734',
      employer: 'Delaware Valley Freight',
      dateOfInjury: daysFromToday(-40, { company }),
      adjusterName: 'Pat Kim',
      adjusterPhone: '(717) 555-0199',
      adjusterEmail: 'pat.kim@commonwealth-mutual.example',
      number: 'AUTH-55210',
      authorizedTrips: 24,
      validFrom: daysFromToday(-30, { company }),
      validTo: daysFromToday(60, { company }),
    })
    .returning({ id: authorizations.id });
  // Her physical therapy clinic: a therapy site, billed with the D modifier (src/domain/billing-codes.ts).
  const clinic = await storedPlace(
    placeInput('Dropoff').parse({
      street: '1800 Lombard St',
      unit: 'Suite 200',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19146',
      placeType: 'therapy_center',
    }),
  );
  for (const [n, days] of [-19, -17, -12, -10, -5, -3].entries()) {
    const pickupTime = new Date(zonedLocalToIso(`${daysFromToday(days, { company })}T09:15`, company.timeZone));
    const at = (minutes: number) => new Date(pickupTime.getTime() + minutes * 60_000);
    const job = await makeJob(db, {
      patientName: maria.fullName,
      riderId: maria.id,
      payerId: carrier!,
      authorizationId: authorization!.id,
      dropoffPlace: clinic,
      dropoffAddress: oneLineAddress(clinic),
      levelOfService: 'ambulatory',
      status: 'completed',
      assignedDriverId: driver.id,
      jobRate: '42.00',
      pickupTime,
      dropoffTime: at(35),
      acceptedAt: at(-60),
      startedAt: at(-20),
      arrivedAt: at(-3),
      pickedUpAt: at(2),
      completedAt: at(33),
    });
    await workedOnThePhone(db, job, driver.userId, at, 48_300 + n * 40, company.timeZone);
  }
}

/** The phone's proof of the trip (docs/decisions/056-proof-of-service.md): at the door, the odometer, the drop-off. */
async function workedOnThePhone(
  db: Database,
  job: Awaited<ReturnType<typeof makeJob>>,
  userId: string,
  at: (minutes: number) => Date,
  odometer: number,
  timeZone: string,
) {
  const from = { lat: job.pickupPlace!.lat!, lng: job.pickupPlace!.lng! };
  const to = { lat: job.dropoffPlace!.lat!, lng: job.dropoffPlace!.lng! };
  const miles = Math.round(estimateTravel(from, to, at(0), timeZone).miles * 10) / 10;
  const step = (
    kind: 'start' | 'arrival' | 'pickup' | 'dropoff',
    minutes: number,
    fix: Partial<Pick<NewProofEvent, 'lat' | 'lng' | 'odometer' | 'attested'>>,
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
      step('dropoff', 33, { ...to, odometer: Math.round((odometer + miles) * 10) / 10, attested: true }),
    ]) {
      await appendProofEvent(tx, job.id, event);
    }
  });
}
