import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { billedMiles } from '../../../domain/billed-miles';
import type { JobExportRow } from '../../../domain/job-export';
import type { Database } from '../../db/client';
import { drivers, jobs, payers, proofEvents } from '../../db/schema';

/**
 * The Jobs table's CSV of the chosen jobs (docs/decisions/083-job-management-bulk-and-kept-trips.md): the facts billing reads,
 * whichever columns the table shows. Three queries however many jobs: the jobs with payer and driver, and their
 * odometer readings; the miles are worked out as the price works them out (src/domain/billed-miles.ts).
 */
export async function exportJobs(db: Database, ids: readonly string[], timeZone: string): Promise<JobExportRow[]> {
  const rows = await db
    .select({ job: jobs, payerName: payers.name, driverName: drivers.fullName })
    .from(jobs)
    .leftJoin(payers, eq(payers.id, jobs.payerId))
    .leftJoin(drivers, eq(drivers.id, jobs.assignedDriverId))
    .where(inArray(jobs.id, [...ids]));
  const readings = await db
    .select({ jobId: proofEvents.jobId, kind: proofEvents.kind, odometer: proofEvents.odometer })
    .from(proofEvents)
    .where(
      and(
        inArray(proofEvents.jobId, [...ids]),
        inArray(proofEvents.kind, ['pickup', 'dropoff']),
        isNotNull(proofEvents.odometer),
      ),
    )
    .orderBy(desc(proofEvents.seq));
  // The newest reading of each kind counts, as in the job's price.
  const reading = (jobId: string, kind: 'pickup' | 'dropoff') =>
    readings.find((r) => r.jobId === jobId && r.kind === kind)?.odometer ?? null;
  const byId = new Map(rows.map((row) => [row.job.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { job } = row;
    const miles = billedMiles({
      pickupOdometer: reading(id, 'pickup'),
      dropoffOdometer: reading(id, 'dropoff'),
      pickup: job.pickupPlace,
      dropoff: job.dropoffPlace,
      departAt: job.pickupTime ?? new Date(),
      timeZone,
    });
    return [
      {
        id,
        leg: job.leg,
        patientName: job.patientName,
        pickupTime: job.pickupTime?.toISOString() ?? null,
        dropoffTime: job.dropoffTime?.toISOString() ?? null,
        appointmentTime: job.appointmentTime?.toISOString() ?? null,
        payerName: row.payerName,
        loadedMiles: miles.loadedMiles,
        milesFrom: miles.milesFrom,
        levelOfService: job.levelOfService,
        escortCount: job.escortCount,
        status: job.status,
        driverName: row.driverName,
      },
    ];
  });
}
