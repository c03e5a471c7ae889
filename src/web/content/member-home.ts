import type { Feature, Testimonial } from './types';

/** Decision 020: the signed-in home page's copy (docs/product/screens-and-routes.md). Figures come from the server (decision 032). */
export const memberHome = {
  lead: 'Here is where things stand today, and the quickest ways to get your next ride moving.',
  overview: {
    heading: 'Quick Overview',
    unavailable: 'Figures unavailable right now',
    // The tiles each role sees (decision 032), in order; the values come from GET /api/stats/overview.
    labels: {
      admin: ['Active Drivers', 'Today’s Trips', 'Pending Referrals', 'Revenue (Month to Date)'],
      driver: ['Today’s Trips', 'Completed Trips', 'Earnings (Month to Date)'],
      referral_partner: ['Pending Referrals', 'Assigned', 'In Progress', 'Completed'],
    },
    notes: {
      admin: 'Live figures for the whole operation.',
      driver: 'Your own trips and earnings.',
      referral_partner: 'The referrals you have sent us, by status.',
    },
  },
  services: {
    heading: 'Services at a glance',
    items: [
      {
        icon: 'ambulance',
        title: 'Medical Appointments',
        text: 'Routine visits, dialysis, therapy and treatment series.',
      },
      { icon: 'briefcase', title: 'Workers’ Compensation', text: 'Authorized rides with documentation for the claim.' },
      {
        icon: 'accessibility',
        title: 'Wheelchair Accessible',
        text: 'Ramp and lift vans with trained, careful drivers.',
      },
      { icon: 'route', title: 'Long Distance', text: 'Specialist visits and transfers across state lines.' },
    ] satisfies Feature[],
  },
  benefits: {
    heading: 'Why partners stay with us',
    items: [
      {
        icon: 'clock',
        title: 'Fast confirmation',
        text: 'Most referrals are confirmed by dispatch the same business day.',
      },
      {
        icon: 'users',
        title: 'One point of contact',
        text: 'A dispatcher who knows your patients and your preferences.',
      },
      { icon: 'award', title: 'Measured quality', text: 'A 98% on-time rate and 99.2% customer satisfaction.' },
    ] satisfies Feature[],
  },
  testimonials: {
    heading: 'From our partners',
    items: [
      {
        quote:
          'Referrals take me two minutes, and I can see each one move from pending to completed without a single phone call.',
        name: 'Denise K.',
        role: 'Case manager, occupational health clinic',
      },
      {
        quote: 'Our claimants stopped missing therapy appointments. That shows up in recovery times and in our costs.',
        name: 'Robert M.',
        role: 'Claims supervisor, regional insurer',
      },
    ] satisfies Testimonial[],
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      { title: 'Submit Request', text: 'Send the patient’s trip details through the referral form, or call dispatch.' },
      {
        title: 'We Coordinate',
        text: 'Dispatch confirms the ride, matches a vehicle and driver, and keeps you updated.',
      },
      { title: 'Safe Transport', text: 'A trained driver brings the patient door to door, on time, and back again.' },
    ],
  },
  closing: {
    heading: 'What would you like to do next?',
  },
} as const;
