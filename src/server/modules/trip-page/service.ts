import { createHash, randomBytes } from 'node:crypto';
import type { CompanyProfile } from '../../../domain/company';
import { tripLinkExpiresAt, tripStage, VAN_SHOWN } from '../../../domain/trip-page';
import type { TripView } from '../../../domain/trip-view';
import { estimateTravel } from '../../../domain/travel';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../errors';
import { loadPolicies } from '../policies/service';
import { insertLink, latestPosition, legOfLink } from './repository';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A rider's trip page behind a private link (docs/decisions/115-trip-page.md). The link's token is 256 random bits;
 * only its SHA-256 is stored, so a copy of the database opens no page. A token nobody was given and one that never
 * existed are answered alike: the same hash and one indexed read, then 404.
 */

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** How often the page asks again while the van is on its way. */
const REFRESH_SECONDS = 10;

let linkBase = 'http://localhost:5000';

/** The site's address as riders reach it, set once at start-up: the base of every trip link. */
export function useTripLinkBase(base: string): void {
  linkBase = base.replace(/\/+$/, '');
}

/** A new link to the leg's page, made in the transaction of the text that carries it. */
export async function mintTripLink(tx: Tx | Database, jobId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertLink(tx, jobId, hashOf(token));
  return `${linkBase}/t/${token}`;
}

export const TRIP_OVER = 'This trip is over, so its link no longer works';

export async function tripView(
  db: Database,
  token: string,
  context: { company: CompanyProfile; mapStyleUrl: string | undefined; now?: Date },
): Promise<TripView> {
  const now = context.now ?? new Date();
  const leg = await legOfLink(db, hashOf(token));
  if (!leg) throw notFound('This link is not valid');
  const policy = (await loadPolicies(db)).trip;
  const endedAt = leg.completedAt ?? leg.cancelledAt ?? leg.noShowAt;
  const expiresAt = tripLinkExpiresAt(
    { pickupTime: leg.pickupTime, endedAt, createdAt: leg.linkCreatedAt },
    policy.tripLinkMinutesAfter,
  );
  if (now >= expiresAt) throw new HttpError(410, TRIP_OVER);

  const stage = tripStage(leg);
  const window = policy.onTimeWindowMinutes * 60_000;
  const pickup =
    leg.pickupPlace && leg.pickupPlace.lat !== null && leg.pickupPlace.lng !== null
      ? { lat: leg.pickupPlace.lat, lng: leg.pickupPlace.lng }
      : null;
  const position =
    VAN_SHOWN.includes(stage) && leg.assignedDriverId
      ? await latestPosition(db, leg.jobId, leg.assignedDriverId)
      : undefined;
  const travel = position && pickup ? estimateTravel(position, pickup, now, context.company.timeZone) : null;
  return {
    language: leg.language ?? 'en',
    stage,
    pickupWindow: leg.pickupTime
      ? {
          from: new Date(leg.pickupTime.getTime() - window).toISOString(),
          to: new Date(leg.pickupTime.getTime() + window).toISOString(),
        }
      : null,
    pickupAddress: leg.leg === 'outbound' ? leg.pickupAddress : null,
    driverFirstName: leg.driverName?.trim().split(/\s+/)[0] ?? null,
    vehicle:
      leg.vehicleMake && leg.vehicleModel && leg.vehiclePlate
        ? { colour: leg.vehicleColour, make: leg.vehicleMake, model: leg.vehicleModel, plate: leg.vehiclePlate }
        : null,
    van: position ? { lat: position.lat, lng: position.lng, recordedAt: position.recordedAt.toISOString() } : null,
    pickupLocation: position ? pickup : null,
    // At the door there is nothing left to count down.
    etaMinutes: travel && stage === 'on_the_way' ? travel.minutes : null,
    distanceMiles: travel && stage === 'on_the_way' ? Math.round(travel.miles * 10) / 10 : null,
    company: { name: context.company.name, phone: context.company.phone, timeZone: context.company.timeZone },
    mapStyleUrl: context.mapStyleUrl ?? null,
    refreshSeconds: REFRESH_SECONDS,
  };
}
