/**
 * Decisions 020 and 017: the Driver 101 modules. The page shows them, and the build turns the same data into the
 * downloadable training manual (scripts/training-manual), so the two never disagree. Plain data only:
 * the build imports this file from Node.
 */
import type { IconName } from './types';

export interface TrainingModule {
  icon: IconName;
  title: string;
  summary: string;
  items: readonly string[];
}

export const TRAINING_MANUAL_FILE = 'keystone-driver-training-manual.pdf';

export const driverTraining = {
  heading: 'The six modules',
  intro:
    'Every Keystone driver completes these six modules before their first trip and reviews them each year. Read them here, or download the manual to keep.',
  downloadLabel: 'Download Training Manual',
  downloadNote: 'PDF, 2 pages',
  modules: [
    {
      icon: 'handshake',
      title: 'Professional Conduct',
      summary: 'How we treat riders, families and facility staff.',
      items: [
        'Arrive in clean, presentable attire with your ID badge visible',
        'Greet each rider by name and introduce yourself',
        'Keep conversation respectful; no smoking, phone calls or loud music',
        'Protect rider privacy: never share health details (HIPAA)',
      ],
    },
    {
      icon: 'calendar',
      title: 'Scheduling & Dispatch',
      summary: 'Working with dispatch so every trip runs on time.',
      items: [
        'Accept or decline assigned jobs promptly in the Driver Portal',
        'Arrive at pickup at least 10 minutes early',
        'Tell dispatch at once about delays, no-shows or changes',
        'Update each trip’s status as it starts and completes',
      ],
    },
    {
      icon: 'stethoscope',
      title: 'Patient Care',
      summary: 'Safe, dignified help from door to door.',
      items: [
        'Offer door-to-door help, including a steady arm on steps',
        'Use proper body mechanics for transfers; never lift alone',
        'Watch for signs of distress and know when to call 911',
        'Respect mobility aids, oxygen and personal belongings',
      ],
    },
    {
      icon: 'car',
      title: 'Vehicle Standards',
      summary: 'A safe, clean and comfortable vehicle for every ride.',
      items: [
        'Complete a walk-around inspection before each shift',
        'Keep the interior clean, sanitized and at a comfortable temperature',
        'Check ramps, lifts and wheelchair securements daily',
        'Carry a first-aid kit, fire extinguisher and current documents',
      ],
    },
    {
      icon: 'shield',
      title: 'Safety & Compliance',
      summary: 'The rules that protect riders, drivers and the company.',
      items: [
        'Obey traffic laws and drive defensively; no phone use while driving',
        'Keep your license, insurance and registration current',
        'Report every incident or near miss to dispatch the same day',
        'Follow infection-control practices, including hand hygiene',
      ],
    },
    {
      icon: 'graduation',
      title: 'Ongoing Education',
      summary: 'Keeping skills fresh after the first trip.',
      items: [
        'Keep CPR and first-aid certification current',
        'Complete the annual refresher on HIPAA and patient rights',
        'Attend wheelchair securement and defensive-driving updates',
        'Share feedback that helps us improve training for everyone',
      ],
    },
  ] satisfies TrainingModule[],
} as const;
