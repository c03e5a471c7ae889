import { daysFromToday } from '../../domain/dates';
import type { WorkersCompInput } from '../../domain/authorization';

/** A workers' compensation claim and authorization as the referral form and the rider's page send them. */
export const workersCompBody = (overrides: Partial<WorkersCompInput> = {}): WorkersCompInput => ({
  claimNumber: 'WC-2026-004417',
  employer: 'Delaware Valley Steel',
  dateOfInjury: daysFromToday(-40),
  adjusterName: 'Alex Adjuster',
  adjusterPhone: '(717) 555-0140',
  adjusterEmail: 'alex.adjuster@keystone-mutual.example',
  authorizationNumber: 'AUTH-88120',
  authorizedTrips: 4,
  authorizedFrom: daysFromToday(0),
  authorizedTo: daysFromToday(30),
  ...overrides,
});
