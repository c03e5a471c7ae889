/**
 * Each route's title (the h1 and the document title), the sentence that says what the page is for, and
 * the meta description search results and link previews show (at most ~160 characters).
 */
export const pages = {
  home: {
    title: 'Home',
    description:
      'Keystone Medical Transport: non-emergency medical and workers’ compensation transport nationwide, with screened drivers, accessible vehicles and 24/7 dispatch.',
    lead: 'Safe, punctual rides to medical appointments and workers’ compensation visits, coordinated by people who answer the phone day and night.',
  },
  about: {
    title: 'About Us',
    description:
      'Meet Keystone Medical Transport: our story, our mission and the Philadelphia paramedic who founded a nationwide medical transportation company.',
    lead: 'Who we are, why we started, and the standards every ride is held to.',
  },
  services: {
    title: 'Our Services',
    description:
      'Workers’ compensation rides, medical appointments, hospital discharges, wheelchair-accessible vans, long-distance trips and 24/7 response.',
    lead: 'The kinds of non-emergency transport we arrange, from routine appointments to long-distance trips.',
  },
  becomeDriver: {
    title: 'Become a Driver',
    description:
      'Drive with Keystone Medical Transport as an independent contractor: flexible schedules, meaningful work and a simple online application.',
    lead: 'Apply here to drive with us as an independent contractor: tell us about yourself and your vehicle, upload your documents and sign the agreement.',
  },
  driver101: {
    title: 'Driver 101 Training Guide',
    description:
      'The Keystone Driver 101 training guide: conduct, dispatch, patient care, vehicle standards, safety and ongoing education. Download the manual.',
    lead: 'The conduct, patient care and safety standards every driver learns before their first trip.',
  },
  referral: {
    title: 'Healthcare Provider Referrals',
    description:
      'Case managers, clinics and insurers: refer a patient for non-emergency medical or workers’ compensation transport. Dispatch confirms every referral.',
    lead: 'Case managers, clinics and insurers use this page to send us a patient’s transport details; our dispatch team confirms every referral.',
  },
  driverLogin: {
    title: 'Driver Login',
    description:
      'Keystone drivers sign in here to follow their application, keep documents current and manage assigned trips.',
    lead: 'Sign in to follow your application, keep your documents current and manage your assigned trips.',
  },
  auth: {
    title: 'Sign In or Create an Account',
    description: 'Sign in to your Keystone Medical Transport account, or create a referral partner or driver account.',
    lead: 'Administrators, referral partners and drivers sign in here. New partners and drivers can create an account.',
  },
  dashboard: {
    title: 'Dashboard',
    description: 'Your Keystone Medical Transport dashboard.',
  },
  jobs: {
    title: 'Job Management',
    description: 'Create, edit, assign and remove transport jobs.',
    lead: 'Create, edit, assign and remove transport jobs for the driver team.',
  },
  credentials: {
    title: 'Expiring Soon',
    description: "Drivers' credentials and vehicles' documents that expire soon.",
  },
  driverPortal: {
    title: 'Driver Portal',
    description: 'Your Keystone driver portal: application status, documents and assigned trips.',
  },
  // The operations screens' titles, here so the router names every page without loading each screen's words.
  outbox: {
    title: 'Outbox',
    description: 'Emails and text messages waiting because no provider is configured to send them.',
  },
  vehicles: { title: 'Vehicles', description: 'The fleet: vehicles, what they carry and their documents.' },
  vehicle: { title: 'Vehicle', description: 'A vehicle, what it carries and its documents.' },
  payers: { title: 'Payers', description: 'Who pays for trips: their billing details, payment terms and rates.' },
  payer: { title: 'Payer', description: 'A payer, its billing details and its rate for each level of service.' },
  billing: {
    title: 'Billing',
    description: 'Invoices to payers for completed trips, their claims and payments, and what each payer still owes.',
  },
  invoice: {
    title: 'Invoice',
    description: 'An invoice to a payer: its claims line by line, its payments and its files.',
  },
  pay: {
    title: 'Pay',
    description: "Contractor pay statements: each driver's paid trips of a period, adjustments, and when they are due.",
  },
  payStatement: {
    title: 'Pay statement',
    description: "A driver's pay statement: its trips, adjustments, total and due date.",
  },
  riders: {
    title: 'Riders',
    description: 'The people we drive: their needs, contacts and home address, and the trips they have taken.',
  },
  rider: {
    title: 'Rider',
    description: 'The people we drive: their needs, contacts and home address, and the trips they have taken.',
  },
  dispatch: {
    title: 'Day board',
    description: 'The dispatcher’s day: a lane per driver, the unassigned legs and the will-call returns waiting.',
  },
  standingOrders: {
    title: 'Standing orders',
    description: "Riders' recurring rides. Trips are made 14 days ahead and appear in Job Management.",
  },
  reports: {
    title: 'Reports',
    description: 'On-time pickups, cancellations and productivity from the trips, with the trip verification export.',
  },
  imports: {
    title: 'Imports',
    description: "Brokers' trip manifests: previewed, applied, and the changes that wait for the dispatcher.",
  },
  import: {
    title: 'Import',
    description: "A broker's trip manifest: each row's outcome, the errors by cell, and Apply.",
  },
  standingOrder: {
    title: 'Standing order',
    description: "Riders' recurring rides. Trips are made 14 days ahead and appear in Job Management.",
  },
  notFound: {
    title: '404 Page Not Found',
    description: 'The page you were looking for could not be found.',
    lead: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.',
  },
} as const;

/** The second step of an enrolled administrator's sign-in (docs/security.md, ASVS 6.3.3). */
export const loginMfaText = {
  heading: 'Two-step verification',
  lead: 'Your account is protected with two-step sign-in. Enter the code from your authenticator app to finish signing in.',
  codeLabel: 'Authentication code',
  codeHint:
    'The 6-digit code from your authenticator app. Use a recovery code (like ab12-cd34) if you do not have your app.',
  verify: 'Verify',
  verifying: 'Verifying...',
  back: 'Back',
};
