import { describe, expect, it } from 'vitest';
import { driverFirstNameFor, partnerLegStage, type LegProgress } from './referral-leg';

const leg = (overrides: Partial<LegProgress> = {}): LegProgress => ({
  status: 'pending',
  assignedDriverId: null,
  pickupTime: new Date('2031-05-06T14:00:00Z'),
  willCall: false,
  arrivedAt: null,
  pickedUpAt: null,
  ...overrides,
});
const driver = 'a1b2c3d4-0000-4000-8000-000000000001';
const at = new Date('2031-05-06T13:50:00Z');

describe("where a leg stands, in the partner's words (decision 080)", () => {
  it('says a driver is being found until dispatch gives it one, and a will-call return waits for the call', () => {
    expect(partnerLegStage(leg())).toBe('scheduling');
    expect(partnerLegStage(leg({ status: 'declined', assignedDriverId: driver }))).toBe('scheduling');
    expect(partnerLegStage(leg({ willCall: true, pickupTime: null }))).toBe('waiting_for_call');
    expect(partnerLegStage(leg({ willCall: true, pickupTime: at }))).toBe('scheduling');
  });

  it('follows the driver from assigned to the drop-off', () => {
    expect(partnerLegStage(leg({ assignedDriverId: driver }))).toBe('driver_assigned');
    expect(partnerLegStage(leg({ status: 'accepted', assignedDriverId: driver }))).toBe('driver_confirmed');
    expect(partnerLegStage(leg({ status: 'in_progress', assignedDriverId: driver }))).toBe('on_the_way');
    expect(partnerLegStage(leg({ status: 'in_progress', assignedDriverId: driver, arrivedAt: at }))).toBe('arrived');
    expect(
      partnerLegStage(leg({ status: 'in_progress', assignedDriverId: driver, arrivedAt: at, pickedUpAt: at })),
    ).toBe('on_board');
    expect(partnerLegStage(leg({ status: 'completed', assignedDriverId: driver }))).toBe('completed');
    expect(partnerLegStage(leg({ status: 'cancelled' }))).toBe('cancelled');
    expect(partnerLegStage(leg({ status: 'no_show', assignedDriverId: driver }))).toBe('no_show');
  });
});

describe("the driver's first name", () => {
  it('is the first word of the name, only while a driver has the leg', () => {
    expect(driverFirstNameFor('driver_assigned', '  Jordan  Lee Quill ')).toBe('Jordan');
    expect(driverFirstNameFor('on_board', 'Ruth')).toBe('Ruth');
    expect(driverFirstNameFor('scheduling', 'Jordan Lee')).toBeNull();
    expect(driverFirstNameFor('cancelled', 'Jordan Lee')).toBeNull();
    expect(driverFirstNameFor('driver_assigned', null)).toBeNull();
  });
});
