import { z } from 'zod';
import { newPasswordSchema, registerFields } from './auth';

/** Decision 033: Settings → Update Profile. */
export const profileSchema = z.object({
  firstName: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  lastName: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  email: z.email({ error: 'Valid email is required' }).trim().max(254),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** Settings (decision 033): a password change needs the current password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(128),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Decision 003: an admin creates another admin. */
export const adminAccountSchema = registerFields
  .pick({ firstName: true, lastName: true, username: true, email: true, password: true, confirmPassword: true })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type AdminAccountInput = z.input<typeof adminAccountSchema>;
