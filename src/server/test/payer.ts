import { randomUUID } from 'node:crypto';
import type { PayerInput, RateInput } from '../../domain/payer';

/** A workers' compensation carrier as the payer form sends it; a name of its own each time (names are unique). */
export const payerBody = (overrides: Partial<PayerInput> = {}): PayerInput => ({
  name: `Keystone Mutual Workers Comp ${randomUUID().slice(0, 8)}`,
  type: 'workers_comp',
  payerCode: 'KMWC1',
  billingAddress: { street: '1 Claims Plaza', unit: 'Suite 400', city: 'Harrisburg', state: 'PA', zip: '17101' },
  contactName: 'Alex Adjuster',
  contactPhone: '(717) 555-0140',
  contactEmail: 'claims@keystone-mutual.example',
  termsDays: 45,
  signatureRequired: true,
  active: true,
  // Claims without a diagnosis are held back before sending; tests about billing want claims that go.
  defaultDiagnosisCode: 'Z99.2',
  ...overrides,
});

/** A wheelchair rate: $55 base covering 5 miles, $3.25 a mile beyond, 15 free minutes then $12 per 15. */
export const rateBody = (overrides: Partial<RateInput> = {}): RateInput => ({
  base: '55.00',
  milesIncluded: '5',
  perMile: '3.25',
  freeWaitMinutes: 15,
  waitPer15Minutes: '12.00',
  noShow: '40.00',
  lateCancellation: '35.00',
  escort: '10.00',
  afterHours: '20.00',
  afterHoursWindow: { start: '18:00', end: '06:00' },
  ...overrides,
});
