import type { IconName } from './types';

export interface Service {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  points: readonly string[];
}

/** Copy as data (decision 020): the six services of docs/product/screens-and-routes.md, each with a 'Request Service' link to /referral. */
export const services = {
  heading: 'Transport for every kind of appointment',
  intro:
    'Tell us who needs to travel, where and when. We match the right vehicle and a trained driver, and confirm every detail with you.',
  requestLabel: 'Request Service',
  items: [
    {
      id: 'workers-compensation',
      icon: 'briefcase',
      title: 'Workers’ Compensation Transport',
      text: 'Rides for injured workers to treatment, evaluations and therapy, coordinated with adjusters and case managers.',
      points: [
        'Authorization details kept with each trip',
        'Trip confirmations for the claim file',
        'Recurring therapy schedules',
      ],
    },
    {
      id: 'medical-appointments',
      icon: 'ambulance',
      title: 'Non-Emergency Medical Appointments',
      text: 'Dependable door-to-door rides to doctor visits, dialysis, chemotherapy, imaging and follow-up care.',
      points: ['Standing rides for ongoing treatment', 'Help to and from the door', 'Waits and return trips arranged'],
    },
    {
      id: 'hospital-discharge',
      icon: 'heart',
      title: 'Hospital Discharge & Return Trips',
      text: 'A safe ride home, to rehabilitation or to a care facility when a patient leaves the hospital.',
      points: [
        'Same-day discharge requests',
        'Coordination with nursing and case management',
        'Belongings and paperwork handled with care',
      ],
    },
    {
      id: 'wheelchair-accessible',
      icon: 'accessibility',
      title: 'Wheelchair-Accessible Vehicles',
      text: 'Vans with ramps or lifts and four-point securement, driven by people trained to assist wheelchair users.',
      points: ['Manual and power wheelchairs', 'Securement checked before every trip', 'A companion may ride along'],
    },
    {
      id: 'long-distance',
      icon: 'route',
      title: 'Long-Distance Medical Transport',
      text: 'Trips to specialists, transplant centers and out-of-state facilities, planned with rest stops and comfort in mind.',
      points: [
        'Cross-state and multi-day trips',
        'One coordinator for the whole journey',
        'Scheduled comfort and rest breaks',
      ],
    },
    {
      id: 'around-the-clock',
      icon: 'headset',
      title: '24/7 Emergency Response',
      text: 'Urgent, non-emergency rides at any hour: late discharges, missed connections and last-minute appointments. For a medical emergency, call 911.',
      points: ['Dispatch answers day and night', 'Rapid driver assignment', 'Updates until the rider is home'],
    },
  ] satisfies Service[],
} as const;
