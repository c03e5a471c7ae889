import { queueMessages } from '../notifications/outbox';
import { referralReceived } from '../notifications/referral-messages';
import type { SessionUser } from '../../../domain/auth';
import type { Page } from '../../../domain/page';
import type { z } from 'zod';
import { oneLineAddress } from '../../../domain/place';
import {
  levelOfServiceOf,
  workersCompOf,
  type createReferralSchema,
  type Referral,
  type ReferrerDefaults,
} from '../../../domain/referral';
import { canCreateJobFrom, planReferralChange, type ReferralChange } from '../../../domain/referral-status';
import type { ReferralStatus } from '../../../domain/statuses';
import { referralStatusTimes } from '../../../domain/status-times';
import type { Database } from '../../db/client';
import type { ReferralRow } from '../../db/schema';
import { partnerMayCancel } from '../../../domain/trip';
import { driverFirstNameFor, partnerLegStage, type PartnerLeg } from '../../../domain/referral-leg';
import { idRangeOf, NOT_YOURS_MESSAGE, partnerMayHave } from '../../../domain/referral-claim';
import { conflict, HttpError, notFound } from '../../errors';
import type { LocatedTrip } from '../../stored-place';
import { linkRider } from '../riders/link';
import {
  findReferral,
  findReferralForChange,
  findReferralsByReference,
  insertReferral,
  latestReferrerDetails,
  legsOfReferrals,
  linkToPartner,
  listReferrals,
  toReferral,
  writeReferral,
} from './repository';

type ReferralBody = z.output<ReturnType<typeof createReferralSchema>>;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the administrator may change besides the status; what is absent stays as it is. */
interface ReferralEdit {
  notes?: string | null | undefined;
  diagnosisCodes?: string[] | undefined;
}

/**
 * The only writer of a referral's status, whoever changes it: the administrator's edit, and each job made from
 * the referral as it is created, moved or deleted. It locks the referral, asks the referral status machine
 * (planReferralChange) and records the change's time. The administrator is refused with 409 and the machine's
 * reason; a job is never refused because of its referral, which then stays as it is.
 * Answers the referral as it now stands, or undefined when there is no such referral.
 */
export async function moveReferral(
  tx: Tx,
  id: string,
  change: ReferralChange,
  edit: ReferralEdit = {},
): Promise<ReferralRow | undefined> {
  const current = await findReferralForChange(tx, id);
  if (!current) return undefined;
  const plan = planReferralChange(current, change);
  if (plan.kind === 'refuse') throw conflict(plan.reason, { status: plan.reason });
  if (plan.kind === 'keep') return current;
  const now = new Date();
  return writeReferral(tx, id, {
    status: plan.status,
    assignedDriverId: plan.assignedDriverId,
    ...referralStatusTimes(plan.status, current.status, now),
    ...(edit.notes !== undefined && { notes: edit.notes || null }),
    ...(edit.diagnosisCodes !== undefined && { diagnosisCodes: edit.diagnosisCodes }),
    updatedAt: now,
  });
}

/** The administrator's edit of a referral's status, notes or diagnosis codes. */
export async function editReferral(
  db: Database,
  id: string,
  { status, ...edit }: { status?: ReferralStatus | undefined } & ReferralEdit,
): Promise<Referral> {
  const row = await db.transaction((tx) => moveReferral(tx, id, { cause: 'admin', status }, edit));
  if (!row) throw notFound();
  return toReferral(row);
}

/** Before a job is made from a referral: it must exist (422) and be open (409). Locks it until the job is written. */
export async function checkJobAllowedFrom(tx: Tx, referralId: string): Promise<void> {
  const referral = await findReferralForChange(tx, referralId);
  if (!referral)
    throw new HttpError(422, 'The referral no longer exists', { referralId: 'The referral no longer exists' });
  const decision = canCreateJobFrom(referral.status);
  if (!decision.allowed) throw conflict(decision.reason, { referralId: decision.reason });
}

/**
 * A referral from the public form; a signed-in partner's is recorded as theirs. In the same transaction it is
 * linked to the rider with the patient's name and date of birth, made if new (docs/decisions/045-levels-and-places-on-forms.md).
 */
export async function submitReferral(
  tx: Tx,
  input: ReferralBody,
  { pickup, dropoff }: LocatedTrip,
  submittedBy: string | null,
): Promise<Referral> {
  const {
    pickupPlace: _pickup,
    dropoffPlace: _dropoff,
    levelOfService: _chosen,
    escortCount,
    notes,
    returnTime,
    ...rest
  } = input;
  const patient = { fullName: input.patientName, dateOfBirth: input.patientDob, phone: input.patientPhone };
  const riderId = await linkRider(tx, patient, {
    levelOfService: levelOfServiceOf(input)!,
    escortCount: escortCount ?? 0,
    diagnosisCodes: input.diagnosisCodes,
    language: input.riderLanguage,
  });
  const row = await insertReferral(tx, {
    ...rest,
    pickupPlace: pickup,
    dropoffPlace: dropoff,
    pickupLocation: oneLineAddress(pickup),
    dropoffLocation: oneLineAddress(dropoff),
    // The schema refuses a referral whose level is neither implied nor chosen.
    levelOfService: levelOfServiceOf(input)!,
    escortCount: escortCount ?? 0,
    riderId,
    notes: notes || null,
    returnTime: input.returnTrip === 'at_time' ? returnTime : null,
    submittedByUserId: submittedBy,
    // Only a workers' compensation referral keeps its claim (docs/decisions/069-authorizations.md).
    workersComp: workersCompOf(input),
  });
  // The confirmation exists exactly when the referral does (docs/decisions/065-notifications.md).
  await queueMessages(tx, referralReceived(row));
  return toReferral(row);
}

/** An administrator reads every referral, a partner only their own (by the route's roles, nobody else calls). */
export async function referralsFor(
  db: Database,
  user: SessionUser,
  query: { status?: ReferralStatus | undefined; limit: number; cursor?: string | undefined },
): Promise<Page<Referral>> {
  const page = await listReferrals(db, { ...query, submittedBy: user.role === 'admin' ? undefined : user.id });
  return { ...page, items: await withLegs(db, page.items) };
}

/** One referral, for an administrator or the partner who sent it; to anyone else it does not exist. */
export async function referralFor(db: Database, user: SessionUser, id: string): Promise<Referral> {
  const row = await findReferral(db, id);
  if (!row || (user.role !== 'admin' && row.submittedByUserId !== user.id)) throw notFound();
  const [referral] = await withLegs(db, [toReferral(row)]);
  return referral!;
}

/**
 * The legs made from a referral, the way there first (docs/decisions/047-legs-returns-cancellations.md): its
 * partner cancels the ones not yet begun from here. Another partner's referral does not exist for them.
 */
export async function referralLegs(db: Database, user: SessionUser, id: string): Promise<PartnerLeg[]> {
  return (await referralFor(db, user, id)).legs ?? [];
}

/**
 * Each referral with the legs made from it, read in one query for the page: where each stands in the partner's
 * words and the driver's first name, nothing else of the driver (docs/decisions/080-visitor-referrals-reach-the-partner.md).
 */
async function withLegs(db: Database, items: Referral[]): Promise<Referral[]> {
  const rows = await legsOfReferrals(
    db,
    items.map((item) => item.id),
  );
  const now = new Date();
  const legs = new Map<string, PartnerLeg[]>();
  for (const row of rows) {
    const stage = partnerLegStage(row);
    const leg: PartnerLeg = {
      id: row.id,
      leg: row.leg,
      status: row.status,
      pickupTime: row.pickupTime?.toISOString() ?? null,
      willCall: row.willCall,
      cancellable: partnerMayCancel(row, now),
      stage,
      driverFirstName: driverFirstNameFor(stage, row.driverFullName),
    };
    legs.set(row.referralId!, [...(legs.get(row.referralId!) ?? []), leg]);
  }
  return items.map((item) => ({ ...item, legs: legs.get(item.id) ?? [] }));
}

/**
 * The referral with this reference that the caller may see (docs/decisions/080-visitor-referrals-reach-the-partner.md):
 * an administrator any, a partner their own or one sent signed out from their account's email. To anyone else it
 * does not exist, the same answer whether the reference is real or not.
 */
async function findByReference(
  db: Pick<Database, 'select'>,
  user: SessionUser,
  digits: string,
): Promise<ReferralRow | undefined> {
  const rows = await findReferralsByReference(db, idRangeOf(digits));
  return user.role === 'admin' ? rows[0] : rows.find((candidate) => partnerMayHave(candidate, user));
}

/** GET /api/referrals/by-reference/{reference}: reads, links nothing. */
export async function referralByReference(db: Database, user: SessionUser, digits: string): Promise<Referral> {
  const row = await findByReference(db, user, digits);
  if (!row) throw notFound();
  const [referral] = await withLegs(db, [toReferral(row)]);
  return referral!;
}

const notYours = () => new HttpError(404, NOT_YOURS_MESSAGE, { reference: NOT_YOURS_MESSAGE });

/**
 * A partner claims a referral they sent signed out, by its reference and their account's email: from now on it is
 * theirs, in their list and their live stream. Claiming one already theirs answers it again.
 */
export async function claimReferral(db: Database, user: SessionUser, digits: string): Promise<Referral> {
  const row = await findByReference(db, user, digits);
  if (!row) throw notYours();
  // Two claims at once: the second links nothing, and the referral is read again to see whose it became.
  const mine =
    row.submittedByUserId === user.id
      ? row
      : ((await linkToPartner(db, row.id, user.id)) ?? (await findReferral(db, row.id)));
  if (mine?.submittedByUserId !== user.id) throw notYours();
  const [referral] = await withLegs(db, [toReferral(mine)]);
  return referral!;
}

/** What a partner's next referral form is pre-filled with: their latest referral's details, else their profile. */
export async function referrerDefaultsFor(db: Database, user: SessionUser): Promise<ReferrerDefaults> {
  return (
    (await latestReferrerDetails(db, user.id)) ?? {
      referrerName: [user.firstName, user.lastName].filter(Boolean).join(' '),
      referrerCompany: '',
      referrerPhone: '',
      referrerEmail: user.email ?? '',
    }
  );
}
