import { describe, expect, it } from 'vitest';
import { registerSchema } from '../../domain/auth';
import { driverApplicationSchema } from '../../domain/driver';
import { jobSchema } from '../../domain/job';
import { referralSchema } from '../../domain/referral';
import { accountInput, driverApplicationInput, jobInput, referralInput } from './samples';

// Every test, journey and the demo content start from these; a sample the API would refuse breaks them all
// at once and far from here, so each is checked against the schema its route uses.
describe('the sample inputs', () => {
  it('are valid for the schema their form and route share', () => {
    expect(referralSchema.safeParse(referralInput()).error).toBeUndefined();
    expect(jobSchema.safeParse(jobInput()).error).toBeUndefined();
    // The application carries its three documents' stored paths, uploaded first.
    const documents = {
      licenseUrl: `/objects/${crypto.randomUUID()}`,
      insuranceUrl: `/objects/${crypto.randomUUID()}`,
      w9Url: `/objects/${crypto.randomUUID()}`,
    };
    expect(driverApplicationSchema.safeParse(driverApplicationInput(documents)).error).toBeUndefined();
    expect(registerSchema.safeParse(accountInput()).error).toBeUndefined();
  });

  it('keep two calls apart by their tag, and take overrides of any type', () => {
    expect(referralInput().patientName).not.toBe(referralInput().patientName);
    expect(accountInput().username).not.toBe(accountInput().username);
    expect(driverApplicationInput().email).not.toBe(driverApplicationInput().email);
    expect(jobInput({ jobRate: 12 }).jobRate).toBe(12);
    expect(accountInput({ role: 'driver' }, 'abc123')).toMatchObject({
      role: 'driver',
      username: 'dana_abc123',
      email: 'dana_abc123@example.com',
    });
  });

  it('put the dropoff 45 minutes after an overridden pickup', () => {
    const job = jobInput({ pickupTime: '2030-05-01T14:00:00.000Z' });
    expect(job.dropoffTime).toBe('2030-05-01T14:45:00.000Z');
  });
});
