import type { Page } from '../../../domain/page';
import type { Place } from '../../../domain/place';
import {
  CAREGIVER_PHONE_NEEDED,
  riderNameKey,
  type Rider,
  type RiderTrips,
  type RiderValues,
} from '../../../domain/rider';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Geocoder } from '../../geo';
import { locatePlace } from '../../geo/locate-place';
import { findRider, insertRider, listRiders, riderTrips, sameRiderExists, toRider, writeRider } from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Tx | Database;

export const DUPLICATE_RIDER = 'A rider with this name and date of birth already exists';
const duplicate = () => conflict(DUPLICATE_RIDER, { fullName: DUPLICATE_RIDER });

/**
 * The rider as the service stores it: the form's values with the home address located by the geocoder, done
 * before any transaction opens, since an outside geocoder may take seconds (docs/decisions/041-geo-places-and-travel.md).
 */
export type LocatedRider = Omit<RiderValues, 'homePlace'> & { homePlace: Place | null };

export async function locateRider(geocoder: Geocoder, input: RiderValues): Promise<LocatedRider> {
  return { ...input, homePlace: input.homePlace ? await locatePlace(geocoder, input.homePlace) : null };
}

/** The rider's columns from the form: the name single-spaced, with the key that finds the same rider again. */
function riderColumns(input: LocatedRider) {
  if (input.alternateContactGetsTexts && !input.alternateContactPhone)
    throw badRequest(CAREGIVER_PHONE_NEEDED, { alternateContactPhone: CAREGIVER_PHONE_NEEDED });
  const fullName = input.fullName.replace(/\s+/g, ' ');
  return { ...input, fullName, nameKey: riderNameKey(fullName) };
}

/** PostgreSQL refused a second rider with the same name and date of birth (two saves at the same moment). */
function isDuplicateKey(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function refuseDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicateKey(error)) throw duplicate();
    throw error;
  }
}

/**
 * The rider a referral or job is for, by name and date of birth, made if new (./link.ts), in the caller's
 * transaction: referrals, jobs and the demo seed link riders this way.
 */
export { linkManifestRider, linkRider, nameAndBirthKey, ridersOfManifest } from './link';

/** Whether the rider is on record: another module's record for a rider (an authorization) needs one. */
export async function riderExists(db: Reader, id: string): Promise<boolean> {
  return (await findRider(db, id)) !== undefined;
}

export async function riderById(db: Reader, id: string): Promise<Rider> {
  const row = await findRider(db, id);
  if (!row) throw notFound();
  return toRider(row);
}

/** A new rider; one with the same name (any case or spacing) and date of birth is a 409 on the name. */
export async function createRider(tx: Tx, input: LocatedRider): Promise<Rider> {
  const values = riderColumns(input);
  if (await sameRiderExists(tx, values.nameKey, values.dateOfBirth)) throw duplicate();
  return toRider(await refuseDuplicate(() => insertRider(tx, values)));
}

/** The whole rider again, as for a new one; the same-rider rule holds against every other rider. */
export async function updateRider(db: Database, id: string, input: LocatedRider): Promise<Rider> {
  const values = riderColumns(input);
  return db.transaction(async (tx) => {
    if (await sameRiderExists(tx, values.nameKey, values.dateOfBirth, id)) throw duplicate();
    const row = await refuseDuplicate(() => writeRider(tx, id, { ...values, updatedAt: new Date() }));
    if (!row) throw notFound();
    return toRider(row);
  });
}

export function findRiders(
  db: Database,
  filter: { q?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<Rider>> {
  return listRiders(db, filter);
}

/** The rider's recent jobs and referrals; an unknown rider is "not found". */
export async function tripsOfRider(db: Database, id: string): Promise<RiderTrips> {
  if (!(await findRider(db, id))) throw notFound();
  return riderTrips(db, id);
}
