import { z } from 'zod';
import type { JobStatus } from './statuses';
import { referralLegResponse } from './trip';

/**
 * Where one leg of a referral's trip stands, in the words its partner reads
 * (docs/decisions/080-visitor-referrals-reach-the-partner.md): finer than the job's status, since "pending" says
 * nothing to a case manager about whether a driver is coming.
 */
export const PARTNER_LEG_STAGES = [
  'scheduling',
  'waiting_for_call',
  'driver_assigned',
  'driver_confirmed',
  'on_the_way',
  'arrived',
  'on_board',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type PartnerLegStage = (typeof PARTNER_LEG_STAGES)[number];

export const PARTNER_LEG_STAGE_LABELS: Record<PartnerLegStage, string> = {
  scheduling: 'Finding a driver',
  waiting_for_call: "Waiting for the rider's call",
  driver_assigned: 'Driver assigned',
  driver_confirmed: 'Driver confirmed',
  on_the_way: 'Driver on the way',
  arrived: 'Driver at pickup',
  on_board: 'Rider on board',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Rider not there (no-show)',
};

export interface LegProgress {
  status: JobStatus;
  assignedDriverId: string | null;
  pickupTime: Date | null;
  willCall: boolean;
  arrivedAt: Date | null;
  pickedUpAt: Date | null;
}

/** A declined leg is back with dispatch, whoever turned it down. */
export function partnerLegStage(leg: LegProgress): PartnerLegStage {
  switch (leg.status) {
    case 'cancelled':
    case 'no_show':
    case 'completed':
      return leg.status;
    case 'in_progress':
      return leg.pickedUpAt ? 'on_board' : leg.arrivedAt ? 'arrived' : 'on_the_way';
    case 'accepted':
      return 'driver_confirmed';
    case 'pending':
      if (leg.assignedDriverId) return 'driver_assigned';
      return leg.willCall && leg.pickupTime === null ? 'waiting_for_call' : 'scheduling';
    case 'declined':
      return leg.willCall && leg.pickupTime === null ? 'waiting_for_call' : 'scheduling';
  }
}

const STAGES_WITH_DRIVER: readonly PartnerLegStage[] = [
  'driver_assigned',
  'driver_confirmed',
  'on_the_way',
  'arrived',
  'on_board',
  'completed',
];

/**
 * The driver's first name, the only thing of the driver a partner learns: enough for the rider's family to know who
 * is coming, nothing to find the driver by (no last name, phone or vehicle). None while no driver has the leg.
 */
export function driverFirstNameFor(stage: PartnerLegStage, driverFullName: string | null): string | null {
  if (!driverFullName || !STAGES_WITH_DRIVER.includes(stage)) return null;
  return driverFullName.trim().split(/\s+/)[0] || null;
}

/** A leg of a referral as its partner and the administrator read it: the cancel dialog's leg, with where it stands. */
export const partnerLegResponse = referralLegResponse
  .extend({
    stage: z
      .enum(PARTNER_LEG_STAGES)
      .describe("Where the leg stands, in the partner's words (PARTNER_LEG_STAGE_LABELS)"),
    driverFirstName: z
      .string()
      .nullable()
      .describe("The driver's first name once a driver has the leg; never more of the driver"),
  })
  .describe('One leg of the trip made from a referral, as its partner follows it');
export type PartnerLeg = z.infer<typeof partnerLegResponse>;
