import type { SessionUser } from './auth';

/**
 * 'first name or username', the greeting rule of docs/product/screens-and-routes.md and docs/product/errors.md, in a module without zod:
 * the web app's shell greets users on every page and should not load the form schemas to do so.
 */
export function displayName(user: Pick<SessionUser, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
