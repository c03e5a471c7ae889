import type { ProposalResult } from '@domain/route-proposal';

type Travel = ProposalResult['current'];

/** Driving time as a dispatcher says it: "3 h 20 min", "45 min", "2 h". */
export function drivingTime(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const milesText = (miles: number) => `${miles.toFixed(1)} mi`;

const both = (parts: string[]) => parts.join(' and ');

/**
 * What the proposal changes in the driving, in one line: "12.4 mi and 35 min saved", or, when it places legs the
 * board has not, "3.1 mi and 12 min added · 5 more legs placed". Miles are compared as shown (to a tenth), so a
 * change too small to see is no change.
 */
export function travelChange(current: Travel, proposed: Travel): string {
  const miles = Math.round((proposed.miles - current.miles) * 10) / 10;
  const minutes = Math.round(proposed.minutes - current.minutes);
  const saved = [...(miles < 0 ? [milesText(-miles)] : []), ...(minutes < 0 ? [drivingTime(-minutes)] : [])];
  const added = [...(miles > 0 ? [milesText(miles)] : []), ...(minutes > 0 ? [drivingTime(minutes)] : [])];
  const more = proposed.legs - current.legs;
  const parts = [
    ...(saved.length ? [`${both(saved)} saved`] : []),
    ...(added.length ? [`${both(added)} added`] : []),
    ...(more > 0 ? [`${more} more leg${more === 1 ? '' : 's'} placed`] : []),
  ];
  return parts.length ? parts.join(' · ') : 'The same driving';
}
