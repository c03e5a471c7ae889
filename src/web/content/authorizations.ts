/** The words of riders' workers' compensation authorizations (docs/decisions/069-authorizations.md). */
export const authorizationsCopy = {
  heading: "Workers' compensation authorizations",
  add: 'Add authorization',
  edit: 'Edit',
  none: 'No authorizations for this rider.',
  loadFailed: "The rider's authorizations could not be loaded.",
  claim: 'Claim',
  adjuster: 'Adjuster',
  trips: 'Trips',
  dates: 'Dates',
  diagnoses: 'Diagnosis codes',
  noDiagnoses: 'None',
  tripsUsed: (used: number, authorized: number) => `${used} of ${authorized} used`,
  form: {
    createTitle: 'Add authorization',
    editTitle: 'Edit authorization',
    description:
      "The carrier pays only for the trips its adjuster authorized: so many trips between two dates, under the worker's claim.",
    diagnosisCodes: 'Diagnosis codes',
    diagnosisCodesHint: "The injury's ICD-10-CM codes, such as S72.001A",
    cancel: 'Cancel',
    create: 'Add authorization',
    creating: 'Adding…',
    save: 'Save changes',
    saving: 'Saving…',
  },
  toasts: {
    created: { title: 'Authorization added', description: "The rider's trips can now be counted against it." },
    updated: { title: 'Authorization saved', description: 'The changes are saved.' },
    createFailed: { title: 'Authorization not added', description: 'Please try again.' },
    updateFailed: { title: 'Authorization not saved', description: 'Please try again.' },
  },
} as const;
