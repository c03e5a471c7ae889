/**
 * The codes on a claim (docs/decisions/066-money-and-business-days.md). Workers' compensation carriers,
 * insurers and Medicaid brokers pay a line only when its HCPCS code matches the level of service and it carries
 * the two-letter origin/destination modifier (where the rider was picked up, then where they were taken).
 * Codes live here, in one table, so the invoice, the CMS-1500, the 837P and the pre-claim check agree.
 */
import type { LevelOfService } from './level-of-service';
import type { PlaceType } from './place';

/** The trip code and the per-mile code for each level of service. */
export const LEVEL_CODES: Record<LevelOfService, { trip: string; mile: string }> = {
  ambulatory: { trip: 'A0100', mile: 'S0215' }, // taxi-type trip; mileage
  wheelchair: { trip: 'A0130', mile: 'S0209' }, // wheelchair van trip; wheelchair van mileage
  stretcher: { trip: 'T2005', mile: 'T2049' }, // stretcher van trip; stretcher van mileage
};

/** Waiting time, billed in units of half an hour. */
export const WAIT_CODE = 'T2007';
/** Minutes in one unit of `WAIT_CODE`. */
export const WAIT_CODE_UNIT_MINUTES = 30;
/** An attendant or escort travelling with the rider, per escort. */
export const ESCORT_CODE = 'T2001';
/**
 * Charges with no HCPCS code of their own (after-hours surcharge, no-show, late cancellation) go on the
 * unlisted-service code with a description; a payer that names another code will get a per-payer override.
 */
export const UNLISTED_CODE = 'A0999';

/** The origin/destination modifier letters and what each stands for. */
export const MODIFIER_LETTERS = {
  R: 'Residence',
  P: "Physician's office",
  H: 'Hospital',
  J: 'Free-standing dialysis centre',
  G: 'Hospital-based dialysis',
  N: 'Skilled nursing facility',
  E: 'Residential, domiciliary or custodial facility',
  D: 'Diagnostic or therapeutic site other than P or H',
  X: 'Intermediate stop',
} as const;
export type ModifierLetter = keyof typeof MODIFIER_LETTERS;

/**
 * The letter for each kind of place the product records. Every place type must have one (the compiler checks),
 * so a new kind of place cannot reach a claim without a modifier. A dialysis center is taken as free-standing
 * (J), the usual case; "other" has no letter of its own and goes as X.
 */
export const PLACE_TYPE_MODIFIERS: Record<PlaceType, ModifierLetter> = {
  residence: 'R',
  physician_office: 'P',
  hospital: 'H',
  dialysis_center: 'J',
  therapy_center: 'D', // physical therapy, imaging, a lab: a site other than a physician's office or a hospital
  skilled_nursing_facility: 'N',
  other: 'X',
};

/** The two-letter modifier for a trip: origin then destination, such as "RJ" from home to dialysis. */
export function modifierOf(pickupType: PlaceType, dropoffType: PlaceType): string {
  return `${PLACE_TYPE_MODIFIERS[pickupType]}${PLACE_TYPE_MODIFIERS[dropoffType]}`;
}

/** True for a well-formed origin/destination modifier, for the check before a claim is sent. */
export function isModifier(value: string): boolean {
  return value.length === 2 && [...value].every((letter) => Object.hasOwn(MODIFIER_LETTERS, letter));
}

/** The level of service a trip or mileage code stands for, or null for any other code. */
export function levelOfCode(code: string): LevelOfService | null {
  for (const [level, codes] of Object.entries(LEVEL_CODES) as [LevelOfService, { trip: string; mile: string }][]) {
    if (codes.trip === code || codes.mile === code) return level;
  }
  return null;
}
