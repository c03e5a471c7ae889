import { isNull, sql } from 'drizzle-orm';
import { parseAddressLine } from '../../../domain/address-line';
import type { Place } from '../../../domain/place';
import type { Database } from '../../db/client';
import { jobs, referrals } from '../../db/schema';
import type { Geocoder } from '../../geo/geocoder';
import { locatePlace } from '../../geo/locate-place';

/**
 * Referrals and jobs from before places were structured keep their addresses as one line of free text. At
 * start-up each is parsed into a place (docs/decisions/039-operations-records.md); what cannot be parsed keeps
 * the whole line as its street and is flagged for a dispatcher to check. Idempotent (only rows without a place),
 * in batches, one instance at a time.
 */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Located = { id: string; pickup: Place; dropoff: Place };

/** One after the other, so an outside geocoder is not flooded. */
async function locateRows(
  rows: { id: string; pickup: string; dropoff: string }[],
  toPlace: (line: string) => Promise<Place>,
): Promise<Located[]> {
  const located: Located[] = [];
  for (const row of rows)
    located.push({ id: row.id, pickup: await toPlace(row.pickup), dropoff: await toPlace(row.dropoff) });
  return located;
}

/** A batch's places in one statement (a row another instance has filled meanwhile is left as it is). */
async function writePlaces(tx: Tx, table: 'referrals' | 'jobs', rows: Located[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (row) => sql`(${row.id}::uuid, ${JSON.stringify(row.pickup)}::jsonb, ${JSON.stringify(row.dropoff)}::jsonb)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${sql.identifier(table)} as t set pickup_place = v.pickup, dropoff_place = v.dropoff
    from (values ${values}) as v(id, pickup, dropoff)
    where t.id = v.id and t.pickup_place is null`);
}

export async function backfillPlaces(
  db: Database,
  geocoder: Geocoder,
  batch = 200,
): Promise<{ referrals: number; jobs: number; flagged: number }> {
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
      await writePlaces(tx, 'referrals', await locateRows(rows, toPlace));
      done.referrals += rows.length;
      const jobRows = await tx
        .select({ id: jobs.id, pickup: jobs.pickupAddress, dropoff: jobs.dropoffAddress })
        .from(jobs)
        .where(isNull(jobs.pickupPlace))
        .limit(batch);
      await writePlaces(tx, 'jobs', await locateRows(jobRows, toPlace));
      done.jobs += jobRows.length;
      return rows.length + jobRows.length;
    });
    if (moved === 0) return done;
  }
}
