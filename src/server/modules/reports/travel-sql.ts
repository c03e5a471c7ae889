import { sql, type SQL } from 'drizzle-orm';
import { AVERAGE_MPH_BY_HOUR, EARTH_RADIUS_MILES, ROAD_FACTOR } from '../../../domain/travel';

/** src/domain/travel.ts's travel estimate in SQL, for the reports that sum it in the database. */

const RADIANS = `${Math.PI / 180}`;

/** Great-circle miles between two points, as greatCircleMiles computes them. */
export function greatCircle(lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL {
  const r = sql.raw(RADIANS);
  // Null when a point is missing: least() would otherwise skip the null and answer a quarter of the globe.
  return sql`(case when ${lat1} is null or ${lng1} is null or ${lat2} is null or ${lng2} is null then null
    else 2 * ${sql.raw(String(EARTH_RADIUS_MILES))} * asin(least(1, sqrt(power(sin((${lat2} - ${lat1}) * ${r} / 2), 2) + cos(${lat1} * ${r}) * cos(${lat2} * ${r}) * power(sin((${lng2} - ${lng1}) * ${r} / 2), 2)))) end)`;
}

/** Road miles as estimateTravel reckons them: the great circle times the road factor. */
export const roadMiles = (lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL) =>
  sql`(${greatCircle(lat1, lng1, lat2, lng2)} * ${sql.raw(String(ROAD_FACTOR))})`;

/** Rounded to a tenth as estimateTravel rounds its miles. */
export const tenth = (miles: SQL) => sql`(round((${miles})::numeric, 1))::float8`;

/** The average speed of each hour of the day, indexed from 1 for hour 0. */
export const mphByHour = () => sql.raw(`array[${AVERAGE_MPH_BY_HOUR.join(',')}]::float8[]`);
