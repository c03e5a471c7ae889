import type { ProposalResult } from '@domain/route-proposal';

type Travel = ProposalResult['current'];
type Driving = Pick<Travel, 'miles' | 'minutes'>;

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
  const more = proposed.legs - current.legs;
  const parts = [
    ...drivingChanges(current, proposed),
    ...(more > 0 ? [`${more} more leg${more === 1 ? '' : 's'} placed`] : []),
  ];
  return parts.length ? parts.join(' · ') : 'The same driving';
}

function drivingChanges(current: Driving, proposed: Driving): string[] {
  const miles = Math.round((proposed.miles - current.miles) * 10) / 10;
  const minutes = Math.round(proposed.minutes - current.minutes);
  const saved = [...(miles < 0 ? [milesText(-miles)] : []), ...(minutes < 0 ? [drivingTime(-minutes)] : [])];
  const added = [...(miles > 0 ? [milesText(miles)] : []), ...(minutes > 0 ? [drivingTime(minutes)] : [])];
  return [...(saved.length ? [`${both(saved)} saved`] : []), ...(added.length ? [`${both(added)} added`] : [])];
}

/**
 * The change in driving for the same legs (docs/decisions/064-route-proposals.md): what the proposal saves or adds on
 * the legs both plans place, then what else differs, so dropping legs never reads as a saving:
 * "4.2 mi and 12 min saved on the 225 legs both plans place · 38 more legs placed · 3 kept apart".
 */
export function sameLegsChange(
  result: ProposalResult,
  words: { sameLegs: (n: number) => string; moreLegs: (n: number) => string; keptCount: (n: number) => string },
): string {
  const compared = result.compared;
  if (!compared) return travelChange(result.current, result.proposed);
  const driving = drivingChanges(compared.current, compared.proposed);
  const more = result.proposed.legs - compared.legs;
  const kept = result.kept?.length ?? 0;
  return [
    `${driving.length ? driving.join(' · ') : 'The same driving'} ${words.sameLegs(compared.legs)}`,
    ...(more > 0 ? [words.moreLegs(more)] : []),
    ...(kept > 0 ? [words.keptCount(kept)] : []),
  ].join(' · ');
}

/** A lane's legs, miles and driving time in one short run: "5 legs, 18.2 mi, 1 h 4 min". */
export const laneTravel = (travel: Travel) =>
  `${travel.legs} leg${travel.legs === 1 ? '' : 's'}, ${milesText(travel.miles)}, ${drivingTime(travel.minutes)}`;
