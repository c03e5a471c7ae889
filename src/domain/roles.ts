export const ROLES = ['admin', 'driver', 'referral_partner'] as const;
export type Role = (typeof ROLES)[number];

/** Decision 003: the public sign-up never offers or accepts the admin role. */
export const SELF_SERVICE_ROLES = ['referral_partner', 'driver'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  driver: 'Driver',
  referral_partner: 'Referral Partner',
};
