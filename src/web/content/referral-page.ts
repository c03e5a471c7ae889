/**
 * The referral page's copy and figures (decision 020). The figures are the marketing claims of docs/product/overview.md; the words
 * are ours. Toast texts are docs/product/errors.md's, kept here so the form and its tests agree.
 */
export const referralPage = {
  intro:
    'Case managers, discharge planners, adjusters and insurers: tell us who needs a ride, where and when. Our dispatch team checks every referral and calls you to confirm the trip.',
  urgent: {
    heading: 'Need a ride today?',
    text: 'For same-day or urgent requests, call dispatch rather than waiting for us to read the form.',
  },
  rating: { value: '4.9', outOf: '5', label: 'average rating from our referral partners' },
  stats: [
    { value: '98%', label: 'on-time rate' },
    { value: '500+', label: 'partner organizations' },
  ],
  testimonial: {
    quote:
      'Our discharge team sends a referral in the morning and the patient is home by the afternoon. Dispatch calls us back every time, so nobody is left waiting in the lobby.',
    name: 'Maria T.',
    role: 'Discharge Case Manager, regional hospital',
  },
  form: {
    heading: 'Referral form',
    lead: 'Every field is required except Apt or unit, Escorts and Notes.',
    sections: {
      referrer: 'About you',
      patient: 'Patient',
      trip: 'Trip',
      workersComp: "Workers' compensation",
    },
    workersCompHint: "The claim and the adjuster's authorization: the carrier pays only for the trips it authorized.",
    transportPlaceholder: 'Select a transport type',
    levelPlaceholder: 'Select a level of service',
    levelHint: 'How the patient travels: walking, in a wheelchair, or on a stretcher.',
    escortHint: 'A caregiver, parent or interpreter riding along.',
    diagnosisHint: 'Optional. ICD-10-CM codes for the appointments, such as Z99.2 for dialysis.',
    notesHint: 'Optional. Mobility needs, where to wait at the facility, or anything our driver should know.',
    patientPhoneHint: 'The number our driver calls on the day of the trip.',
    riderLanguageHint: 'Ride texts and the trip page are sent in this language.',
    appointmentTimeHint: (zone: string) => `${zone}, our dispatch desk's clock.`,
    returnHint: 'Will-call: the patient or the facility calls us when the appointment ends, and we come.',
    returnTimeHint: (zone: string) => `When we pick the patient up for the way back: the appointment day, ${zone}.`,
    submit: 'Submit Referral',
    submitting: 'Submitting...',
  },
  confirmation: {
    heading: 'Referral received',
    lead: 'Quote this reference if you call us about this referral. Dispatch will call you to confirm the trip.',
    reference: 'Reference',
    summary: 'What you sent',
    sendAnother: 'Send another referral',
    /** Sent signed out (docs/decisions/080-visitor-referrals-reach-the-partner.md): how a partner follows it afterwards. */
    partnerHint: 'Have a partner account? Sign in and add this referral with its reference to follow its trips.',
  },
  toasts: {
    success: {
      title: 'Referral Submitted',
      description: "Thank you! We'll process your referral and contact you soon to confirm the transportation details.",
    },
    failure: {
      title: 'Submission Failed',
      description: 'There was an error submitting your referral. Please try again.',
    },
  },
} as const;
