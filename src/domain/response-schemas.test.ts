import { describe, expect, it } from 'vitest';
import { loginResultSchema, sessionUserSchema } from './auth';
import { driverSchema } from './driver';
import { overviewStatsSchema } from './stats';

const user = {
  id: '7f3c1a2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  username: 'dispatch',
  email: 'dispatch@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'admin' as const,
  mfaEnabled: false,
  createdAt: '2026-03-02T14:05:00.000Z',
  updatedAt: '2026-03-02T14:05:00.000Z',
};

// The server answers through these schemas, so what they drop never leaves it and what they refuse is a 500.
describe('response schemas', () => {
  it('send a user without the password hash or the two-step secret, even when the row carries them', () => {
    const sent = sessionUserSchema.encode({ ...user, passwordHash: '$argon2id$…', mfaSecret: 'secret' } as typeof user);
    expect(sent).toEqual(user);
    expect(Object.keys(sent)).not.toContain('passwordHash');
  });

  it('tell a signed-in user from the demand for a second factor', () => {
    expect(loginResultSchema.parse({ mfaRequired: true })).toEqual({ mfaRequired: true });
    expect(loginResultSchema.parse(user)).toEqual(user);
    expect(loginResultSchema.safeParse({ mfaRequired: false }).success).toBe(false);
  });

  it("count a partner's referrals under every status, none left out", () => {
    const referralsByStatus = { pending: 1, assigned: 0, in_progress: 0, completed: 2, cancelled: 0 };
    expect(overviewStatsSchema.safeParse({ role: 'referral_partner', referralsByStatus }).success).toBe(true);
    const { cancelled: _left, ...missing } = referralsByStatus;
    expect(overviewStatsSchema.safeParse({ role: 'referral_partner', referralsByStatus: missing }).success).toBe(false);
  });

  it('refuse a driver record in a status the product does not know', () => {
    const driver = {
      id: user.id,
      userId: user.id,
      fullName: 'Dana Driver',
      phoneNumber: '(215) 555-0101',
      email: 'dana@example.com',
      city: 'Philadelphia',
      state: 'PA',
      vehicleInfo: null,
      licenseUrl: null,
      insuranceUrl: null,
      w9Url: null,
      backgroundCheckConsent: true,
      contractAgreementSigned: true,
      digitalSignature: 'Dana Driver',
      contractSignedAt: null,
      status: 'pending',
      rating: null,
      tripsCompleted: 0,
      rejectionReason: null,
      vehicleId: null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
    expect(driverSchema.safeParse(driver).success).toBe(true);
    expect(driverSchema.safeParse({ ...driver, status: 'on_leave' }).success).toBe(false);
  });
});
