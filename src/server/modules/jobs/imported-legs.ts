import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import type { TripPolicy } from '../../../domain/trip';
import { isFinalJobStatus } from '../../../domain/statuses';
import type { ImportedJobState } from '../../../domain/trip-import-plan';
import type { ImportedLegValues } from '../../../domain/trip-import';
import type { Database } from '../../db/client';
import { jobs, type JobRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { queueTripMessages } from '../notifications/trip-messages';
import { assertSafeAssignment, needsJudging } from './assignment';
import { lockJob, writeJob } from './repository';
import { cancelOne } from './trip-actions';
import { finalMessage } from './service';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

/**
 * The legs a broker's manifest writes (docs/decisions/105-broker-trip-import.md): found by the payer and the
 * broker's trip number, made, changed and cancelled with the jobs' own rules.
 */

export interface ImportedJob extends ImportedJobState {
  id: string;
  brokerTripId: string;
  leg: 'outbound' | 'return';
  returnOfJobId: string | null;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function importedJobOf(row: JobRow): ImportedJob {
  return {
    id: row.id,
    brokerTripId: row.brokerTripId!,
    leg: row.leg,
    returnOfJobId: row.returnOfJobId,
    status: row.status,
    assignedDriverId: row.assignedDriverId,
    patientName: row.patientName,
    patientPhone: row.patientPhone,
    levelOfService: row.levelOfService,
    escortCount: row.escortCount,
    rideNotes: row.rideNotes,
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    serviceDate: row.serviceDate,
    pickupTime: iso(row.pickupTime),
    dropoffTime: iso(row.dropoffTime),
    appointmentTime: iso(row.appointmentTime),
    willCall: row.willCall,
  };
}

/** The key a leg is found by: its trip number and leg (both legs may carry one number). */
export const legKey = (tripNumber: string, leg: 'outbound' | 'return') => `${leg}|${tripNumber}`;

/**
 * The payer's legs carrying these trip numbers, by `legKey`. In an apply they are locked, so the file writes each
 * leg against what it is now.
 */
export async function legsByTripNumber(
  db: Reader | Tx,
  payerId: string,
  numbers: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<string, ImportedJob>> {
  const found = new Map<string, ImportedJob>();
  const unique = [...new Set(numbers)];
  for (let i = 0; i < unique.length; i += 1000) {
    const query = db
      .select()
      .from(jobs)
      .where(and(eq(jobs.payerId, payerId), inArray(jobs.brokerTripId, unique.slice(i, i + 1000))));
    const rows = lock ? await query.for('update') : await query;
    for (const row of rows) found.set(legKey(row.brokerTripId!, row.leg), importedJobOf(row));
  }
  return found;
}

/** The legs returning from these outbound legs, by the outbound leg's id. */
export async function returnsOf(tx: Tx, outboundIds: readonly string[]): Promise<Map<string, { id: string }>> {
  if (outboundIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: jobs.id, of: jobs.returnOfJobId })
    .from(jobs)
    .where(inArray(jobs.returnOfJobId, [...outboundIds]));
  return new Map(rows.map((r) => [r.of!, { id: r.id }]));
}

const columnsOf = (values: ImportedLegValues) => ({
  patientName: values.patientName,
  patientPhone: values.patientPhone,
  levelOfService: values.levelOfService,
  escortCount: values.escortCount,
  rideNotes: values.rideNotes,
  pickupPlace: values.pickupPlace,
  dropoffPlace: values.dropoffPlace,
  pickupAddress: values.pickupAddress,
  dropoffAddress: values.dropoffAddress,
  serviceDate: values.serviceDate,
  pickupTime: values.pickupTime ? new Date(values.pickupTime) : null,
  dropoffTime: values.dropoffTime ? new Date(values.dropoffTime) : null,
  appointmentTime: values.appointmentTime ? new Date(values.appointmentTime) : null,
  willCall: values.willCall,
  jobRate: values.jobRate,
});

export interface NewImportedLeg {
  values: ImportedLegValues;
  payerId: string;
  riderId: string | null;
  brokerTripId: string;
  leg: 'outbound' | 'return';
  returnOfJobId: string | null;
}

/**
 * New legs, pending and unassigned, each booked to its rider as a job is. A leg another import wrote meanwhile
 * (the payer's trip number is unique) is not written twice: answered as null.
 */
export async function insertImportedLegs(tx: Tx, legs: readonly NewImportedLeg[]) {
  const made: (JobRow | null)[] = [];
  for (let i = 0; i < legs.length; i += 250) {
    const chunk = legs.slice(i, i + 250);
    const rows = await tx
      .insert(jobs)
      .values(
        chunk.map((leg) => ({
          ...columnsOf(leg.values),
          payerId: leg.payerId,
          riderId: leg.riderId,
          brokerTripId: leg.brokerTripId,
          leg: leg.leg,
          returnOfJobId: leg.returnOfJobId,
          status: 'pending' as const,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const byKey = new Map(rows.map((r) => [legKey(r.brokerTripId!, r.leg), r]));
    made.push(...chunk.map((leg) => byKey.get(legKey(leg.brokerTripId, leg.leg)) ?? null));
  }
  return made;
}

/** The booking texts of new legs: a round trip in one text naming both, as a booked job sends them. */
export async function bookImportedLegs(
  tx: Tx,
  trips: readonly { outbound: JobRow | null; back: JobRow | null }[],
  timeZone: string,
) {
  for (const { outbound, back } of trips) {
    const first = outbound ?? back;
    if (first) await queueTripMessages(tx, undefined, first, timeZone, outbound && back ? back : undefined);
  }
}

/**
 * A leg changed as the manifest now has it. An assigned leg is judged again as an assignment is (the dispatcher
 * accepted the change); a will-call return already called keeps the time "rider ready" gave it.
 */
export async function updateImportedLeg(tx: Tx, id: string, values: ImportedLegValues, timeZone: string) {
  const current = await lockJob(tx, id);
  if (!current) throw notFound();
  if (isFinalJobStatus(current.status) || current.status === 'completed')
    throw conflict(
      current.status === 'completed' ? 'A completed trip cannot be changed' : finalMessage(current.status),
    );
  const columns = columnsOf(values);
  const keepCalledTime = current.willCall && values.willCall && current.pickupTime !== null;
  const row = await writeJob(tx, id, {
    ...columns,
    ...(keepCalledTime && { pickupTime: current.pickupTime, dropoffTime: current.dropoffTime }),
    updatedAt: new Date(),
  });
  if (
    row.assignedDriverId &&
    (needsJudging(current, row) || current.pickupTime?.getTime() !== row.pickupTime?.getTime())
  )
    await assertSafeAssignment(tx, row, timeZone);
  await queueTripMessages(tx, current, row, timeZone);
  return row;
}

/** A leg the broker cancelled, and its way back with it when asked; a leg under way or done is refused. */
export async function cancelImportedLeg(
  tx: Tx,
  id: string,
  user: Pick<SessionUser, 'id'>,
  timeZone: string,
  policy: Pick<TripPolicy, 'lateCancellationHours'>,
  { withReturn }: { withReturn: boolean },
) {
  const now = new Date();
  const why = { reason: 'broker' as const, requestedBy: 'broker' as const, note: "Cancelled in the broker's manifest" };
  const job = await lockJob(tx, id);
  if (!job) throw notFound();
  if (isFinalJobStatus(job.status)) return;
  if (job.status === 'completed' || job.status === 'in_progress')
    throw conflict('This trip is under way or done; it cannot be cancelled');
  await cancelOne(tx, job, why, user, timeZone, now, policy);
  if (!withReturn || job.leg !== 'outbound') return;
  const [back] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.returnOfJobId, job.id)).limit(1);
  const returnLeg = back ? await lockJob(tx, back.id) : undefined;
  if (returnLeg?.status === 'pending' && !returnLeg.pickedUpAt)
    await cancelOne(tx, returnLeg, why, user, timeZone, now, policy);
}

/** Serialises the applies of one payer's manifests: two at once write each trip once. */
export async function holdPayerImports(tx: Tx, payerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`trip-import:${payerId}`}, 0))`);
}
