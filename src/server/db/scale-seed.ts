import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

// Structured places as the forms store them (docs/decisions/039-operations-records.md), so a scaled database has no
// one-line addresses left for the start-up carry-over to parse.
const home =
  sql.raw(`jsonb_build_object('street', g || ' Market St', 'unit', null, 'city', 'Philadelphia', 'state', 'PA', 'zip', '19103',
  'placeType', 'residence', 'lat', 39.9525, 'lng', -75.1736, 'needsReview', false)`);
const clinic =
  sql.raw(`jsonb_build_object('street', (g % 40) || ' N 39th St', 'unit', null, 'city', 'Philadelphia', 'state', 'PA', 'zip', '19104',
  'placeType', 'dialysis_center', 'lat', 39.9597, 'lng', -75.2024, 'needsReview', false)`);
export const SCALE_DEFAULTS = { jobs: 100_000, drivers: 10_000, referrals: 50_000 };
const SCALE_ADMIN = 'scale.admin';

export interface ScaleCounts {
  jobs: number;
  drivers: number;
  referrals: number;
}

const LIVE_TRIGGERS = [
  ['jobs', 'jobs_notify_change'],
  ['referrals', 'referrals_notify_change'],
  ['drivers', 'drivers_notify_change'],
] as const;

/**
 * Fills the database with realistic volumes: drivers in every status (most approved), referrals and jobs
 * spread over the last two years in every status with the timestamps their status implies (decision 031), jobs
 * shared among the approved drivers. One transaction: a failed load leaves nothing behind.
 */
export async function seedScale(db: Database, counts: ScaleCounts, passwordHash: string): Promise<ScaleCounts> {
  return db.transaction(async (tx) => {
    // A million jobs take longer than the pool's 15 s statement limit, which is meant for requests.
    await tx.execute(sql`set local statement_timeout = 0`);
    // Fake patients and a benchmark administrator belong only in a database made for them: never beside real accounts.
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0)
      throw new Error('seed:scale loads only an empty database (this one has users); create one for it (createdb …)');
    // Nobody watches a bulk load: a live-change notice per row (docs/decisions/050-live-changes.md) would only slow it.
    for (const [table, trigger] of LIVE_TRIGGERS)
      await tx.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));

    await tx.execute(sql`
      insert into users (username, password_hash, email, first_name, last_name, role)
      values (${SCALE_ADMIN}, ${passwordHash}, 'scale.admin@example.test', 'Scale', 'Admin', 'admin')`);

    // Driver n signs in as scale.driver.00000n; bench/api.mjs signs in as the first.
    await tx.execute(sql`
      insert into users (username, password_hash, email, first_name, last_name, role, created_at, updated_at)
      select 'scale.driver.' || lpad(g::text, 6, '0'), ${passwordHash}, 'scale.driver.' || g || '@example.test',
             'Driver', lpad(g::text, 6, '0'), 'driver', t, t
      from generate_series(1, ${counts.drivers}::int) g, lateral (select now() - g * interval '90 minutes' as t) s`);

    await tx.execute(sql`
      insert into drivers (user_id, full_name, phone_number, email, city, state, vehicle_info, background_check_consent,
                           contract_agreement_signed, digital_signature, contract_signed_at, status, status_changed_at,
                           created_at, updated_at)
      select u.id, 'Driver ' || u.last_name, '(215) 555-' || lpad((n % 10000)::text, 4, '0'), u.email,
             (array['Philadelphia','Camden','Wilmington','Newark'])[1 + n % 4], (array['PA','NJ','DE','NJ'])[1 + n % 4],
             'Wheelchair van ' || (2015 + n % 10), true, true, 'Driver ' || u.last_name, u.created_at,
             (case when n % 10 < 8 then 'approved' when n % 10 = 8 then 'pending' else 'rejected' end)::driver_status,
             u.created_at, u.created_at, u.created_at
      from (select id, email, last_name, created_at, last_name::int as n from users where username like 'scale.driver.%') u`);

    await tx.execute(sql`
      insert into referrals (referrer_name, referrer_company, referrer_phone, referrer_email, patient_name, patient_dob,
                             pickup_location, dropoff_location, pickup_place, dropoff_place, transport_type, level_of_service,
                             appointment_date, appointment_time, notes, status, status_changed_at, created_at, updated_at)
      select 'Case Manager ' || (g % 500), (array['Keystone Health Plan','Delaware Valley Care','Garden State Insurance'])[1 + g % 3],
             '(267) 555-' || lpad((g % 10000)::text, 4, '0'), 'case.manager.' || (g % 500) || '@example.test',
             'Patient ' || g, date '1940-01-01' + (g % 20000), g || ' Market St, Philadelphia, PA 19103',
             (g % 40) || ' N 39th St, Philadelphia, PA 19104', ${home}, ${clinic},
             (array['workers_compensation','ambulatory','wheelchair','stretcher'])[1 + g % 4]::transport_type,
             (array['ambulatory','ambulatory','wheelchair','stretcher'])[1 + g % 4]::level_of_service,
             (t + interval '3 days')::date, time '07:00' + (g % 40) * interval '15 minutes', null,
             (array['pending','assigned','in_progress','completed','completed','completed','cancelled'])[1 + g % 7]::referral_status,
             t, t, t
      from generate_series(1, ${counts.referrals}::int) g, lateral (select now() - g * interval '20 minutes' as t) s`);

    // Jobs go round the approved drivers; one in ten waits unassigned. Newest first has the lowest g.
    await tx.execute(sql`
      with pool as (select array_agg(id order by created_at) as ids from drivers where status = 'approved')
      insert into jobs (patient_name, patient_phone, pickup_address, dropoff_address, pickup_place, dropoff_place, level_of_service,
                        pickup_time, dropoff_time, job_rate,
                        status, assigned_driver_id, accepted_at, declined_at, started_at, completed_at, created_at, updated_at)
      select 'Patient ' || g, '(215) 555-' || lpad((g % 10000)::text, 4, '0'), g || ' Market St, Philadelphia, PA 19103',
             (g % 40) || ' N 39th St, Philadelphia, PA 19104', ${home}, ${clinic},
             (array['ambulatory','ambulatory','wheelchair','stretcher'])[1 + g % 4]::level_of_service,
             p, p + interval '45 minutes', 45 + (g % 60),
             st, case when g % 10 = 0 or pool.ids is null then null else pool.ids[1 + g % cardinality(pool.ids)] end,
             case when st in ('accepted','in_progress','completed') then c + interval '1 hour' end,
             case when st = 'declined' then c + interval '1 hour' end,
             case when st in ('in_progress','completed') then p end,
             case when st = 'completed' then p + interval '45 minutes' end,
             c, c
      from pool, generate_series(1, ${counts.jobs}::int) g,
           lateral (select now() - g * (interval '2 years' / greatest(${counts.jobs}::int, 1)) as c) created,
           lateral (select c + interval '2 days' + (g % 48) * interval '15 minutes' as p) pickup,
           lateral (select (case when g % 10 = 0 then 'pending'
                                 else (array['accepted','declined','in_progress','completed','completed','completed','pending'])[1 + g % 7] end)::job_status as st) status`);

    for (const table of ['users', 'drivers', 'referrals', 'jobs']) await tx.execute(sql.raw(`analyze ${table}`));
    for (const [table, trigger] of LIVE_TRIGGERS)
      await tx.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    return counts;
  });
}
