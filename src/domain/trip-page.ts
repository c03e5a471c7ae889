import type { Language } from './language';
import type { JobStatus } from './statuses';

/**
 * A rider's trip page (docs/decisions/115-trip-page.md): where the leg stands, in the rider's words, and how long the
 * private link to it lives. Pure, and without zod, so the page itself draws with it.
 */

export const TRIP_STAGES = [
  'scheduled',
  'on_the_way',
  'arrived',
  'picked_up',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

export interface StageFacts {
  status: JobStatus;
  arrivedAt: Date | string | null;
  pickedUpAt: Date | string | null;
}

/** Where a leg stands, as its rider follows it. */
export function tripStage(leg: StageFacts): TripStage {
  if (leg.status === 'cancelled' || leg.status === 'no_show' || leg.status === 'completed') return leg.status;
  if (leg.pickedUpAt !== null) return 'picked_up';
  if (leg.arrivedAt !== null) return 'arrived';
  return leg.status === 'in_progress' ? 'on_the_way' : 'scheduled';
}

/** From these stages the page shows the van and how far it is. */
export const VAN_SHOWN: readonly TripStage[] = ['on_the_way', 'arrived'];

const HOUR = 3_600_000;

/**
 * When a leg's link stops working: the policy's minutes (an hour unless changed) after the trip ends (dropped off,
 * cancelled or a no-show), and at the latest a day after its pickup time, so a leg nobody closed does not keep a
 * rider's page open for ever.
 */
export function tripLinkExpiresAt(
  leg: { pickupTime: Date | null; endedAt: Date | null; createdAt: Date },
  minutesAfter = 60,
): Date {
  const latest = (leg.pickupTime ?? leg.createdAt).getTime() + 24 * HOUR;
  return new Date(leg.endedAt ? Math.min(leg.endedAt.getTime() + minutesAfter * 60_000, latest) : latest);
}

/** The page's words in each language the rider may read. */
export const TRIP_PAGE_WORDS: Record<
  Language,
  {
    title: string;
    stages: Record<TripStage, string>;
    window: string;
    pickupAt: string;
    driver: string;
    vehicle: string;
    minutes: (n: number) => string;
    miles: (n: number) => string;
    van: string;
    pickup: string;
    updated: string;
    questions: string;
    expired: string;
    notFound: string;
    offline: string;
  }
> = {
  en: {
    title: 'Your ride',
    stages: {
      scheduled: 'Your ride is scheduled',
      on_the_way: 'Your driver is on the way',
      arrived: 'Your driver is here',
      picked_up: 'You are on your way',
      completed: 'You have arrived',
      cancelled: 'This ride was cancelled',
      no_show: 'This ride was missed',
    },
    window: 'Pickup window',
    pickupAt: 'Pickup at',
    driver: 'Driver',
    vehicle: 'Vehicle',
    minutes: (n) => (n <= 1 ? 'About 1 minute away' : `About ${n} minutes away`),
    miles: (n) => `${n.toFixed(1)} mi away`,
    van: 'Your van',
    pickup: 'Your pickup',
    updated: 'Updates on its own',
    questions: 'Questions? Call',
    expired: 'This trip is over, so its link no longer works.',
    notFound: 'This link is not valid. Check the text we sent you.',
    offline: 'No connection. Trying again…',
  },
  es: {
    title: 'Su viaje',
    stages: {
      scheduled: 'Su viaje está programado',
      on_the_way: 'Su conductor va en camino',
      arrived: 'Su conductor ya llegó',
      picked_up: 'Va en camino a su destino',
      completed: 'Ya llegó a su destino',
      cancelled: 'Este viaje se canceló',
      no_show: 'Este viaje no se realizó',
    },
    window: 'Horario de recogida',
    pickupAt: 'Lugar de recogida',
    driver: 'Conductor',
    vehicle: 'Vehículo',
    minutes: (n) => (n <= 1 ? 'A 1 minuto aproximadamente' : `A unos ${n} minutos`),
    miles: (n) => `A ${n.toFixed(1)} millas`,
    van: 'Su vehículo',
    pickup: 'Su recogida',
    updated: 'Se actualiza solo',
    questions: '¿Preguntas? Llame al',
    expired: 'Este viaje ya terminó, así que su enlace ya no funciona.',
    notFound: 'Este enlace no es válido. Revise el mensaje que le enviamos.',
    offline: 'Sin conexión. Volviendo a intentar…',
  },
};
