import { eq } from 'drizzle-orm';
import type { CompanyProfile } from '../../domain/company';
import { daysFromToday } from '../../domain/dates';
import { LEVELS_OF_SERVICE } from '../../domain/level-of-service';
import { centsOf } from '../../domain/money';
import { zonedLocalToIso } from '../../domain/zoned-time';
import type { Database } from '../db/client';
import { authorizations, payerRates, payers, riders } from '../db/schema';
import { makeJob } from './factories';

/** What the demo's payers pay: the base, per mile, waiting and fees per level of service. */
const RATES = {
  ambulatory: { base: '32.00', perMile: '2.25', noShow: '25.00', late: '20.00' },
  wheelchair: { base: '55.00', perMile: '3.25', noShow: '40.00', late: '35.00' },
  stretcher: { base: '125.00', perMile: '4.50', noShow: '75.00', late: '60.00' },
} as const;

const PAYERS = [
  { name: "Commonwealth Workers' Comp Mutual", type: 'workers_comp', payerCode: 'CWCM1', termsDays: 30, signatureRequired: false, contactName: 'Pat Kim', contactEmail: 'claims@commonwealth-mutual.example' },
  { name: 'Keystone Health Partners', type: 'medicaid_broker', payerCode: 'KHP01', termsDays: 45, signatureRequired: true, contactName: 'Sam Ortiz', contactEmail: 'nemt.billing@keystone-health.example' },
] as const;

/**
 * Billing demo (docs/decisions/070-invoices.md): a workers' compensation carrier and a Medicaid broker with their
 * rates, Maria Alvarez's authorization for her physical therapy rides after a fall at work, and her rides of the
 * last three weeks done and waiting to be billed — so the billing screens have something to build on.
 */
export async function seedBilling(db: Database, driverId: string, company: Pick<CompanyProfile, 'timeZone'>) {
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
  for (const days of [-19, -17, -12, -10, -5, -3]) {
    const pickupTime = new Date(zonedLocalToIso(`${daysFromToday(days, { company })}T09:15`, company.timeZone));
    await makeJob(db, {
      patientName: maria.fullName,
      riderId: maria.id,
      payerId: carrier!,
      authorizationId: authorization!.id,
      levelOfService: 'ambulatory',
      status: 'completed',
      assignedDriverId: driverId,
      jobRate: '42.00',
      pickupTime,
      dropoffTime: new Date(pickupTime.getTime() + 35 * 60_000),
      acceptedAt: pickupTime,
      startedAt: pickupTime,
      completedAt: new Date(pickupTime.getTime() + 35 * 60_000),
    });
  }
}
