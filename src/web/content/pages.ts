/** Each route's title (the h1 and the document title) and the sentence that says what the page is for. */
export const pages = {
  home: { title: 'Home', lead: 'Safe, punctual rides to medical appointments and workers’ compensation visits, coordinated by people who answer the phone day and night.' },
  about: { title: 'About Us', lead: 'Who we are, why we started, and the standards every ride is held to.' },
  services: { title: 'Our Services', lead: 'The kinds of non-emergency transport we arrange, from routine appointments to long-distance trips.' },
  becomeDriver: { title: 'Become a Driver', lead: 'Apply here to drive with us as an independent contractor: tell us about yourself and your vehicle, upload your documents and sign the agreement.' },
  driver101: { title: 'Driver 101 Training Guide', lead: 'The conduct, patient care and safety standards every driver learns before their first trip.' },
  referral: { title: 'Healthcare Provider Referrals', lead: 'Case managers, clinics and insurers use this page to send us a patient’s transport details; our dispatch team confirms every referral.' },
  driverLogin: { title: 'Driver Login', lead: 'Sign in to follow your application, keep your documents current and manage your assigned trips.' },
  auth: { title: 'Sign In or Create an Account', lead: 'Referral partners and drivers sign in here. New partners and drivers can create an account.' },
  dashboard: { title: 'Dashboard' },
  jobs: { title: 'Job Management', lead: 'Create, edit, assign and remove transport jobs for the driver team.' },
  driverPortal: { title: 'Driver Portal' },
  notFound: { title: '404 Page Not Found', lead: 'We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.' },
} as const;
