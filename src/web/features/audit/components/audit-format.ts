import { ROLE_LABELS, type Role } from '@domain/roles';
import type { BadgeTone } from '@/components/ui/badge';
import { dashboardText } from '@/content/dashboard';
import type { AuditEntry } from '../api/get-audit-trail';

const text = dashboardText.audit;

/** 'login.failure' reads 'Sign-in failed'; 'referral.update.failure' reads 'Referral changed (failed)'. */
export function auditActionLabel(action: string): string {
  const known = text.actions[action];
  if (known) return known;
  if (action.endsWith('.failure')) {
    const base = text.actions[action.slice(0, -'.failure'.length)];
    if (base) return text.failed(base);
  }
  return action;
}

/** The first 8 characters of an id, enough to tell entries apart; the full id goes in a title. */
export const shortId = (id: string): string => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/**
 * 'admin (Administrator)', or 'Visitor' when nobody was signed in; the id's start if the name is unknown; an API
 * token's call names the token, for the administrator who made it (docs/decisions/102-api-tokens.md).
 */
export function auditWho(
  entry: Pick<AuditEntry, 'role' | 'userId' | 'username'> & { tokenName?: string | null },
): string {
  if (!entry.userId) return text.visitor;
  const role = entry.role ? ROLE_LABELS[entry.role as Role] : '';
  const who = entry.username
    ? role
      ? `${entry.username} (${role})`
      : entry.username
    : `${role} ${entry.userId.slice(0, 8)}`.trim();
  return entry.tokenName ? `API token "${entry.tokenName}" for ${who}` : who;
}

export function auditEntityLabel(entity: string | null): string {
  return entity ? (text.entities[entity] ?? entity) : '';
}

/** 2xx green, 4xx amber, 5xx red, anything else neutral. */
export function outcomeTone(statusCode: number): BadgeTone {
  if (statusCode >= 200 && statusCode < 300) return 'green';
  if (statusCode >= 400 && statusCode < 500) return 'yellow';
  if (statusCode >= 500) return 'red';
  return 'neutral';
}
