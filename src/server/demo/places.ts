/**
 * Where the demo's regular riders live and ride to, as the forms would send them: far enough apart that their
 * claims bill miles beyond the few a payer's base covers (a trip line and a mileage line).
 */
export const DEMO_PLACES = {
  /** Harold Jenkins, in Olney; a wheelchair user who rides to dialysis. */
  haroldHome: {
    street: '5600 N 5th St',
    unit: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19120',
    placeType: 'residence',
  },
  /** Maria Alvarez, in Mayfair; she rides to physical therapy after a fall at work. */
  mariaHome: {
    street: '3300 Cottman Ave',
    unit: 'Apt 12',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19149',
    placeType: 'residence',
  },
  dialysisCenter: {
    street: '51 N 39th St',
    unit: null,
    city: 'Philadelphia',
    state: 'PA',
    zip: '19104',
    placeType: 'dialysis_center',
  },
  /** A therapy site, billed with the D modifier (src/domain/billing-codes.ts). */
  therapyClinic: {
    street: '1800 Lombard St',
    unit: 'Suite 200',
    city: 'Philadelphia',
    state: 'PA',
    zip: '19146',
    placeType: 'therapy_center',
  },
} as const;
