import { z } from 'zod';
import { ROLES } from './roles';

/** docs/product/validation.md minimums; the login form keeps them (decision 011). */
export const USERNAME_MIN = 3;
export const LOGIN_PASSWORD_MIN = 6;
/** Decision 011: new passwords, OWASP ASVS v5 6.2.1. */
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only');

/** A new password (register, application, password change). The common-password check runs on the server. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(NEW_PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(USERNAME_MIN, 'Username must be at least 3 characters')
    .max(64),
  password: z
    .string({ error: 'Password is required' })
    .min(LOGIN_PASSWORD_MIN, 'Password must be at least 6 characters')
    .max(PASSWORD_MAX, 'Password must be at most 128 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalName = z.string().trim().max(100, 'Must be at most 100 characters').optional();

export const registerFields = z.object({
  firstName: optionalName,
  lastName: optionalName,
  username: usernameSchema,
  email: z.email({ error: 'Valid email is required' }).trim().max(254),
  // The role field accepts any known role so that `admin` reaches the server's 403 (decision 003) instead of a 400.
  role: z.enum(['referral_partner', 'driver', 'admin'], { error: 'Choose a role' }).default('referral_partner'),
  password: newPasswordSchema,
  confirmPassword: z.string({ error: 'Please confirm your password' }),
});

export const registerSchema = registerFields.refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The session user as the server sends it: never the password hash. */
export const sessionUserSchema = z.object({
  id: z.guid(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  mfaEnabled: z.boolean().describe('An admin who signs in with a second factor (ASVS 6.3.3)'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session: a visitor is a normal answer (user null), not an error. */
export const sessionAnswerSchema = z.object({ user: sessionUserSchema.nullable() });

/** POST /api/login for an enrolled admin: no user yet, only a short-lived pending cookie. */
export const mfaChallengeSchema = z.object({ mfaRequired: z.literal(true) });

/** POST /api/login: the signed-in user, or the demand for the second factor. */
export const loginResultSchema = z.union([sessionUserSchema, mfaChallengeSchema]);

export { displayName } from './display-name';
