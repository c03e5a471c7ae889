import { and, eq, isNull, sql } from 'drizzle-orm';
import { parseAddressLine } from '../../../domain/address-line';
import type { Place } from '../../../domain/place';
import type { Database } from '../../db/client';
import { jobs, referrals } from '../../db/schema';
import type { Geocoder } from '../../geo/geocoder';
import { locatePlace } from './locate';

/**
 * Referrals and jobs from before places were structured keep their addresses as one line of free text. At
 * start-up each is parsed into a place (docs/decisions/039-operations-records.md); what cannot be parsed keeps
 * the whole line as its street and is flagged for a dispatcher to check. Idempotent (only rows without a place),
 * in batches, one instance at a time.
 */
export async function backfillPlaces(db: Database, geocoder: Geocoder, batch = 200): Promise<{ referrals: number; jobs: number; flagged: number }> {
  const done = { referrals: 0, jobs: 0, flagged: 0 };
  const toPlace = async (line: string): Promise<Place> => {
    const parsed = parseAddressLine(line);
    if (!parsed) done.flagged += 1;
    const address = parsed ?? { street: line.trim(), unit: null, city: '', state: '', zip: '' };
    return locatePlace(geocoder, { ...address, placeType: 'other' }, parsed === null);
  };
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727013)`);
      const rows = await tx
        .select({ id: referrals.id, pickup: referrals.pickupLocation, dropoff: referrals.dropoffLocation })
        .from(referrals)
        .where(isNull(referrals.pickupPlace))
        .limit(batch);
      for (const row of rows) {
        await tx
          .update(referrals)
          .set({ pickupPlace: await toPlace(row.pickup), dropoffPlace: await toPlace(row.dropoff) })
          .where(and(eq(referrals.id, row.id), isNull(referrals.pickupPlace)));
      }
      done.referrals += rows.length;
      const jobRows = await tx
        .select({ id: jobs.id, pickup: jobs.pickupAddress, dropoff: jobs.dropoffAddress })
        .from(jobs)
        .where(isNull(jobs.pickupPlace))
        .limit(batch);
      for (const row of jobRows) {
        await tx
          .update(jobs)
          .set({ pickupPlace: await toPlace(row.pickup), dropoffPlace: await toPlace(row.dropoff) })
          .where(and(eq(jobs.id, row.id), isNull(jobs.pickupPlace)));
      }
      done.jobs += jobRows.length;
      return rows.length + jobRows.length;
    });
    if (moved === 0) return done;
  }
}
