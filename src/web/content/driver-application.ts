import { AGREEMENT_PAYMENT_DAYS } from './driver-agreement';
import type { Feature } from './types';

/** Decision 020: the words of /become-driver and /driver-portal as data. Toasts are docs/product/errors.md's. */
export const driverBenefits: Feature[] = [
  {
    icon: 'calendar',
    title: 'Flexible schedule',
    text: 'Choose the days and hours you drive; accept the trips that fit your week.',
  },
  {
    icon: 'clock',
    title: 'Paid on time',
    text: `Payment within ${AGREEMENT_PAYMENT_DAYS} business days of each completed trip, with a clear statement per trip.`,
  },
  {
    icon: 'heart',
    title: 'Work that matters',
    text: 'Get patients to dialysis, therapy and check-ups they would otherwise miss.',
  },
  {
    icon: 'graduation',
    title: 'Training included',
    text: 'Our Driver 101 guide covers patient care, safety and dispatch before your first trip.',
  },
  {
    icon: 'headset',
    title: 'Dispatch behind you',
    text: 'A real dispatcher answers the phone whenever you are on the road.',
  },
  {
    icon: 'route',
    title: 'Steady referrals',
    text: 'Hospitals, clinics and care homes send us trips every day across our service area.',
  },
];

export const driverApplicationCopy = {
  benefitsHeading: 'Why drive with us',
  trainingLink: 'Read the Driver 101 training guide',
  signInLead: 'Already applied?',
  signInLink: 'Sign in to the Driver Portal',
  formHeading: 'Driver Application',
  formLead:
    'It takes about ten minutes. Have your driver’s license, insurance card and W-9 at hand (a photo or PDF of each).',
  signedInLead: 'You are signed in, so we will attach this application to your account.',
  sections: {
    account: 'Your account',
    accountLead: 'You will use these to sign in to the Driver Portal and follow your application.',
    personal: 'About you',
    vehicle: 'Your vehicle',
    documents: 'Documents',
    documentsLead:
      'All three are required, one file each: PDF, JPG or PNG, at most 10 MB. A clear phone photo is fine.',
    agreement: 'Independent Contractor Agreement',
    signature: 'Consent and signature',
  },
  vehicleHint: 'Year, make, model and whether it is wheelchair accessible.',
  signatureHint: 'Type your full legal name. It has the same effect as signing on paper.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  toasts: {
    success: {
      title: 'Application Submitted',
      description:
        'Your account has been created! You can now log in to the Driver Portal to track your application status.',
    },
    signedInSuccess: {
      title: 'Application Submitted',
      description: 'Thank you! You can follow your application status here in the Driver Portal.',
    },
    failure: {
      title: 'Submission Failed',
      description: 'There was an error submitting your application. Please try again.',
    },
  },
} as const;

export const driverPortalCopy = {
  noApplication: 'No driver application has been submitted for this account.',
  noApplicationLead: 'Apply in a few minutes: we only need your details, your documents and your signature.',
  applyNow: 'Apply Now',
  noJobs: 'No jobs assigned yet',
  noJobsLead: 'Trips assigned to you by dispatch will show here.',
  documentsSaved: { title: 'Documents Updated', description: 'Your new documents have been saved.' },
  documentsFailed: { title: 'Update Failed', description: 'Your documents could not be saved. Please try again.' },
  // The review time is the company's promise to applicants (docs/decisions/015-referral-confirmation-and-patient-phone.md).
  pending: {
    title: 'What happens now',
    steps: [
      'Our team reviews your application, documents and background check consent, usually within 3 business days.',
      'We call or email you if we need anything else; you can replace a document under Your Documents at any time.',
      'Once you are approved, your status here changes to Approved and dispatch starts offering you trips.',
    ],
  },
  rejected: {
    title: 'Your application was not approved',
    reasonLabel: 'Reason from our team',
    noReason: 'No reason was recorded.',
    lead: 'If you can put it right, or think this is a mistake, contact us and we will look at it again.',
  },
  contact: 'Questions? Contact us:',
} as const;
