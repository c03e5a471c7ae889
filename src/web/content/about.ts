import type { Stat } from './types';

/** Decision 020: the About page's copy (docs/product/screens-and-routes.md: overview, mission, founder, 50+ states and 10K+ trips). */
export const about = {
  overview: {
    heading: 'Who we are',
    paragraphs: [
      'Keystone Medical Transport arranges non-emergency medical and workers’ compensation transportation for patients, families, case managers and insurers. From our dispatch center in Philadelphia we coordinate rides with screened, trained independent drivers across the country.',
      'Our riders are people on their way to dialysis, physical therapy, a specialist or home from the hospital. Many use a wheelchair or walker; some are nervous about the trip. We plan every ride around the person in the seat.',
    ],
  },
  stats: [
    { value: '50+', label: 'States served' },
    { value: '10K+', label: 'Safe trips' },
  ] satisfies Stat[],
  mission: {
    heading: 'Our mission',
    text: 'To make getting to care the easy part of getting better: every patient picked up on time, treated with dignity and brought home safely, and every referring partner kept informed from the first call to the last mile.',
  },
  values: [
    { title: 'Safety first', text: 'Screened drivers, inspected vehicles and clear procedures for every trip.' },
    { title: 'Respect for every rider', text: 'Patience, privacy and door-to-door help as a matter of course.' },
    { title: 'Partners kept informed', text: 'Confirmations and status updates, so nobody has to chase a ride.' },
  ],
  founder: {
    heading: 'Our founder',
    name: 'Michael Reyes',
    title: 'Founder and Chief Executive Officer',
    initials: 'MR',
    paragraphs: [
      'Michael spent twelve years as a paramedic in Philadelphia. Between emergency calls he kept meeting patients whose real problem was not an emergency at all: they simply had no dependable way to reach their treatment.',
      'He started Keystone with two wheelchair vans and a dispatch phone on his kitchen table. He still reviews rider feedback every week and rides along with new drivers when he can.',
    ],
  },
} as const;
