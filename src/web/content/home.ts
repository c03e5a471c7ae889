import type { Feature, Stat, Testimonial } from './types';

/** Decision 020: the visitor home page's copy and figures (docs/product/screens-and-routes.md, figures from section 1). */
export const visitorHome = {
  heroPoints: ['24/7 dispatch', 'Wheelchair-accessible vehicles', 'Screened, trained drivers'],
  services: {
    heading: 'How we help',
    intro:
      'Whether it is a weekly dialysis chair, a follow-up after surgery or a claimant’s physical therapy, we get people where care happens.',
    items: [
      {
        icon: 'ambulance',
        title: 'Non-Emergency Medical Transport',
        text: 'Door-to-door rides to appointments, treatments and discharges in ambulatory and wheelchair-accessible vehicles.',
      },
      {
        icon: 'briefcase',
        title: 'Workers’ Compensation Transport',
        text: 'Authorized rides for injured workers, with trip confirmations and documentation adjusters and case managers can rely on.',
      },
      {
        icon: 'map',
        title: 'Nationwide Coverage',
        text: 'One call arranges transport across state lines, through a vetted network of local drivers in all 50 states.',
      },
    ] satisfies Feature[],
  },
  stats: {
    heading: 'Our record',
    /** The labels of the measured figures, when an administrator shows them instead (docs/decisions/109-public-figures.md). */
    measured: { onTime: 'On-time pickups, last 12 months', trips: 'Rides in the last 12 months' },
    items: [
      { value: '98%', label: 'On-time rate' },
      { value: '2,000+', label: 'Safe rides' },
      { value: '99.2%', label: 'Customer satisfaction' },
      { value: '50', label: 'States served' },
    ] satisfies Stat[],
  },
  testimonials: {
    heading: 'What our partners and riders say',
    items: [
      {
        quote:
          'I schedule dozens of rides a month for injured workers. Keystone confirms every one, and when a pickup changes they call me before I have to chase anyone.',
        name: 'Maria T.',
        role: 'Workers’ compensation case manager',
      },
      {
        quote:
          'My father uses a wheelchair and dreads car trips. His driver was patient, careful and on time to every dialysis session. That peace of mind means a lot.',
        name: 'James R.',
        role: 'Son of a dialysis patient',
      },
      {
        quote:
          'Discharge day used to stall on transport. Now our nurses make one call and the ride is there when the paperwork is done.',
        name: 'Angela P., RN',
        role: 'Discharge planner, regional hospital',
      },
    ] satisfies Testimonial[],
  },
  whyChoose: {
    heading: 'Why choose Keystone',
    intro: 'Families trust us with the people they love; case managers and insurers trust us with their schedules.',
    items: [
      {
        icon: 'clock',
        title: 'On time, every time',
        text: 'Live dispatch tracks each trip, so patients arrive before their appointment, not after it.',
      },
      {
        icon: 'shield',
        title: 'Screened, trained drivers',
        text: 'Background checks, driving record reviews and our Driver 101 training before the first ride.',
      },
      {
        icon: 'accessibility',
        title: 'Accessible vehicles',
        text: 'Wheelchair-accessible vans with ramps or lifts and securement systems, matched to each rider.',
      },
      {
        icon: 'file',
        title: 'Clear documentation',
        text: 'Trip confirmations and completion details for adjusters, insurers and billing teams.',
      },
      {
        icon: 'headset',
        title: 'People who answer',
        text: 'A dispatcher picks up day and night to book, change or check on a ride.',
      },
      {
        icon: 'heart',
        title: 'Dignity and care',
        text: 'Door-to-door help, a steady arm and privacy that follows HIPAA, for every rider.',
      },
    ] satisfies Feature[],
  },
  cta: {
    heading: 'Ready to book a ride or refer a patient?',
    text: 'Send us the trip details online and our dispatch team will confirm them with you, or call and speak with a person now.',
    button: 'Start a Referral',
    note: 'Available 24/7 for emergency transportation needs',
  },
} as const;
