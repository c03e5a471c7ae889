/**
 * The pre-trip vehicle inspection (docs/decisions/063-pre-trip-inspection.md): what the driver checks before the
 * first leg of a day. Kept free of the schema library, since the driver's phone shows the checklist.
 */
export const INSPECTION_ITEMS = [
  'lights',
  'tyres',
  'brakes',
  'ramp_lift',
  'securement',
  'first_aid',
  'extinguisher',
] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];

export const INSPECTION_ITEM_LABELS: Record<InspectionItem, string> = {
  lights: 'Lights and signals',
  tyres: 'Tires',
  brakes: 'Brakes',
  ramp_lift: 'Ramp or lift',
  securement: 'Securement straps',
  first_aid: 'First-aid kit',
  extinguisher: 'Fire extinguisher',
};

/** `not_fitted` is for equipment a sedan does not carry; a missing kit or extinguisher is a fault. */
export const INSPECTION_ANSWERS = ['ok', 'fault', 'not_fitted'] as const;
export type InspectionAnswer = (typeof INSPECTION_ANSWERS)[number];
export const NOT_FITTED_ALLOWED: readonly InspectionItem[] = ['ramp_lift', 'securement'];

export const INSPECTION_STATUSES = ['passed', 'failed', 'cleared'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** A sheet with every item OK, and the answers given laid over it (the demo's and the tests' inspections). */
export const inspectionAnswers = (
  over: Partial<Record<InspectionItem, InspectionAnswer>> = {},
): Record<InspectionItem, InspectionAnswer> => ({
  ...(Object.fromEntries(INSPECTION_ITEMS.map((item) => [item, 'ok'])) as Record<InspectionItem, InspectionAnswer>),
  ...over,
});

/** The items found at fault, in checklist order. */
export const faultsOf = (items: Partial<Record<InspectionItem, InspectionAnswer>>): InspectionItem[] =>
  INSPECTION_ITEMS.filter((item) => items[item] === 'fault');

/** An inspection's status from what was stored: a fault fails it until an administrator clears it. */
export const inspectionStatusOf = (inspection: { failed: boolean; clearedAt: unknown }): InspectionStatus =>
  !inspection.failed ? 'passed' : inspection.clearedAt ? 'cleared' : 'failed';

/** Whether the day's inspection lets the driver start a leg: passed, or failed and cleared by an administrator. */
export const inspectionLetsDrive = (status: InspectionStatus | null | undefined): boolean =>
  status === 'passed' || status === 'cleared';
