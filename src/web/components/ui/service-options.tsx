import { LANGUAGE_LABELS, LANGUAGES } from '@domain/language';
import { LEVEL_OF_SERVICE_LABELS, LEVELS_OF_SERVICE, MAX_ESCORTS } from '@domain/level-of-service';
import { CANCEL_REASON_LABELS, RETURN_TRIP_LABELS, RETURN_TRIPS, type CancelReason } from '@domain/trip';

/** The level-of-service choices of every form that asks (job, referral, rider); a placeholder when nothing is chosen yet. */
export function LevelOfServiceOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {LEVELS_OF_SERVICE.map((level) => (
        <option key={level} value={level}>
          {LEVEL_OF_SERVICE_LABELS[level]}
        </option>
      ))}
    </>
  );
}

/** How many escorts ride along, 0 to the most one rider may bring; the value is the number. */
export function EscortOptions() {
  return (
    <>
      {Array.from({ length: MAX_ESCORTS + 1 }, (_, n) => (
        <option key={n} value={String(n)}>
          {n === 0 ? 'None' : n === 1 ? '1 escort' : `${n} escorts`}
        </option>
      ))}
    </>
  );
}

/** The way back, as the referral, job and standing-order forms ask it. */
export function ReturnTripOptions() {
  return (
    <>
      {RETURN_TRIPS.map((option) => (
        <option key={option} value={option}>
          {RETURN_TRIP_LABELS[option]}
        </option>
      ))}
    </>
  );
}

/** Why a trip is cancelled: the reasons the asker may give (a partner has fewer than dispatch), after a placeholder. */
export function CancelReasonOptions({
  reasons,
  placeholder,
}: {
  reasons: readonly CancelReason[];
  placeholder: string;
}) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {reasons.map((reason) => (
        <option key={reason} value={reason}>
          {CANCEL_REASON_LABELS[reason]}
        </option>
      ))}
    </>
  );
}

/** The languages a rider's texts and trip page are written in (docs/decisions/114-rider-language.md). */
export function LanguageOptions() {
  return (
    <>
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {LANGUAGE_LABELS[language]}
        </option>
      ))}
    </>
  );
}
