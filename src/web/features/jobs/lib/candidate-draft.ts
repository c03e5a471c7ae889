import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { candidateDraftSchema, type CandidateDraftInput } from '@domain/assignment';
import { placeInput } from '@domain/place';
import { zonedLocalToIso } from '@domain/zoned-time';
import { useSettledValue } from '@/lib/use-settled-value';
import type { JobFormValues, PlaceFormValues } from './job-form-values';

/** How long the form must rest before the drivers are weighed again: a typed street sends one request, not one a key. */
export const DRAFT_SETTLE_MS = 400;

type DraftFields = Pick<
  JobFormValues,
  'levelOfService' | 'escortCount' | 'pickupTime' | 'dropoffTime' | 'pickupPlace' | 'dropoffPlace'
>;

/**
 * What POST /api/jobs/candidates is sent for the form as typed so far, or null while the rules cannot be read (no
 * level, or no real times). A place goes only once it is a whole address; until then the added driving is unknown.
 */
export function candidateDraftOf(values: DraftFields, timeZone: string): CandidateDraftInput | null {
  const whole = (place: PlaceFormValues, what: string) => (placeInput(what).safeParse(place).success ? place : null);
  const draft: CandidateDraftInput = {
    levelOfService: values.levelOfService as CandidateDraftInput['levelOfService'],
    escortCount: values.escortCount,
    pickupTime: zonedLocalToIso(values.pickupTime, timeZone),
    dropoffTime: zonedLocalToIso(values.dropoffTime, timeZone),
    pickupPlace: whole(values.pickupPlace, 'Pickup'),
    dropoffPlace: whole(values.dropoffPlace, 'Dropoff'),
  };
  return candidateDraftSchema.safeParse(draft).success ? draft : null;
}

const DRAFT_FIELDS = [
  'levelOfService',
  'escortCount',
  'pickupTime',
  'dropoffTime',
  'pickupPlace',
  'dropoffPlace',
] as const;

/** Create New Job's draft for the driver picker, following the form once it has rested (null while off or incomplete). */
export function useCandidateDraft<T>(
  control: Control<JobFormValues, unknown, T>,
  timeZone: string,
  on: boolean,
): CandidateDraftInput | null {
  const [levelOfService, escortCount, pickupTime, dropoffTime, pickupPlace, dropoffPlace] = useWatch({
    control,
    name: DRAFT_FIELDS,
  });
  // Compared as text: useWatch hands back new place objects on every keystroke.
  const key = on
    ? JSON.stringify(
        candidateDraftOf({ levelOfService, escortCount, pickupTime, dropoffTime, pickupPlace, dropoffPlace }, timeZone),
      )
    : 'null';
  const settled = useSettledValue(key, DRAFT_SETTLE_MS);
  return useMemo(() => JSON.parse(settled) as CandidateDraftInput | null, [settled]);
}
