import { and, eq, gte, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/client';
import { dayEnd, dayStart } from '../../db/day-bounds';
import { driverCredentials, drivers, jobs, messages, referrals, riders, users } from '../../db/schema';

/**
 * Who a message goes to and the facts it may print, read from the records it is about (docs/decisions/065-notifications.md):
 * a day's riders, a leg's driver, a referral's referrer, the drivers whose credentials run out and the
 * administrators. Only the columns a message may print are read, so nothing else can leak into one.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Tx | Database;

/** Of these legs, the ones whose reminder for `day` is already queued (its key names the leg and the day). */
export async function remindedLegs(db: Reader, jobIds: readonly string[], day: string): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ jobId: messages.jobId })
    .from(messages)
    .where(
      and(
        eq(messages.event, 'trip_reminder'),
        inArray(messages.jobId, [...jobIds]),
        like(messages.dedupeKey, `trip_reminder:%:${day}:%`),
      ),
    );
  return new Set(rows.map((row) => row.jobId!));
}

/** A day's legs not cancelled or over, with what a rider's reminder says. */
export function legsToRemind(db: Database, date: string, timeZone: string) {
  return db
    .select({
      id: jobs.id,
      patientName: jobs.patientName,
      patientPhone: jobs.patientPhone,
      pickupTime: jobs.pickupTime,
      pickupAddress: jobs.pickupAddress,
      leg: jobs.leg,
    })
    .from(jobs)
    .where(
      and(
        gte(jobs.pickupTime, dayStart(date, timeZone)),
        lt(jobs.pickupTime, dayEnd(date, timeZone)),
        inArray(jobs.status, ['pending', 'accepted']),
      ),
    );
}

/**
 * Each approved or active driver's latest credential of each kind (a renewed one is not expiring) that expires on
 * one of `days`, with the driver's name and address.
 */
export function credentialsDue(db: Database, days: readonly string[]) {
  const latest = db
    .selectDistinctOn([driverCredentials.driverId, driverCredentials.kind], {
      id: driverCredentials.id,
      driverId: driverCredentials.driverId,
      kind: driverCredentials.kind,
      expiresOn: driverCredentials.expiresOn,
    })
    .from(driverCredentials)
    .orderBy(driverCredentials.driverId, driverCredentials.kind, sql`${driverCredentials.expiresOn} desc`)
    .as('latest');
  return db
    .select({
      id: latest.id,
      driverId: latest.driverId,
      kind: latest.kind,
      expiresOn: latest.expiresOn,
      fullName: drivers.fullName,
      email: drivers.email,
    })
    .from(latest)
    .innerJoin(drivers, eq(drivers.id, latest.driverId))
    .where(and(inArray(latest.expiresOn, [...days]), inArray(drivers.status, ['approved', 'active'])));
}

/** Every administrator's email address. */
export async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.email)));
  return rows.map((row) => row.email!);
}

/** The phone a driver is texted on, if the driver is on record. */
export async function driverPhone(tx: Reader, driverId: string): Promise<string | undefined> {
  const [driver] = await tx
    .select({ phone: drivers.phoneNumber })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return driver?.phone;
}

/**
 * The caregivers' phones of the legs whose riders asked for copies of their texts, by leg: the rider record's
 * alternate contact, when it has a phone and the box is ticked.
 */
export async function caregiverPhones(tx: Reader, jobIds: readonly string[]): Promise<Map<string, string>> {
  if (jobIds.length === 0) return new Map();
  const rows = await tx
    .select({ jobId: jobs.id, phone: riders.alternateContactPhone })
    .from(jobs)
    .innerJoin(riders, eq(riders.id, jobs.riderId))
    .where(
      and(
        inArray(jobs.id, [...jobIds]),
        eq(riders.alternateContactGetsTexts, true),
        isNotNull(riders.alternateContactPhone),
      ),
    );
  return new Map(rows.map((row) => [row.jobId, row.phone!]));
}

/** Who referred a trip, and what kind of transport it was. */
export async function referrerOf(tx: Reader, referralId: string) {
  const [referral] = await tx
    .select({
      id: referrals.id,
      transportType: referrals.transportType,
      referrerName: referrals.referrerName,
      referrerEmail: referrals.referrerEmail,
    })
    .from(referrals)
    .where(eq(referrals.id, referralId))
    .limit(1);
  return referral;
}

/** The language of each leg's rider; a leg on no rider record is not in the map. */
export async function languagesOfLegs(tx: Reader, jobIds: readonly string[]): Promise<Map<string, Language>> {
  if (jobIds.length === 0) return new Map();
  const rows = await tx
    .select({ jobId: jobs.id, language: riders.language })
    .from(jobs)
    .innerJoin(riders, eq(riders.id, jobs.riderId))
    .where(inArray(jobs.id, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row.language]));
}

/**
 * The language of the riders a phone number belongs to (their own phone, or their caregiver's when it gets their
 * texts), matched on its last ten digits as typed; English unless they all read Spanish.
 */
export async function languageOfPhone(tx: Reader, phone: string): Promise<Language> {
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (digits.length < 10) return 'en';
  const last10 = (column: typeof riders.phone | typeof riders.alternateContactPhone) =>
    sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;
  const rows = await tx
    .selectDistinct({ language: riders.language })
    .from(riders)
    .where(
      sql`${last10(riders.phone)} = ${digits} or (${riders.alternateContactGetsTexts} and ${last10(riders.alternateContactPhone)} = ${digits})`,
    );
  return rows.length > 0 && rows.every((row) => row.language === 'es') ? 'es' : 'en';
}
