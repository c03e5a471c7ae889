import { ROLE_LABELS, type Role } from '@domain/roles';
import type { BadgeTone } from '@/components/ui/badge';
import { dashboardText } from '@/content/dashboard';
import type { AuditEntry } from '../api/audit';

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

/** 'admin (Administrator)', or 'Visitor' when nobody was signed in; the id's start if the name is unknown. */
export function auditWho(entry: Pick<AuditEntry, 'role' | 'userId' | 'username'>): string {
  if (!entry.userId) return text.visitor;
  const role = entry.role ? ROLE_LABELS[entry.role as Role] : '';
  if (entry.username) return role ? `${entry.username} (${role})` : entry.username;
  return `${role} ${entry.userId.slice(0, 8)}`.trim();
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

/** A moment in the company's time zone, to the second: 'Nov 24, 2026, 9:30:15 AM EST'. */
export function formatAuditTime(iso: string, timeZone: string): string {
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone, timeZoneName: 'short',
  }).format(parsed);
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a company calendar day ('2026-11-24') begins, as ISO; `nextDay` gives the start of the
 * following day, the exclusive end the API's `to` expects. The offset is read twice so a day that
 * starts just after a daylight-saving change still lands on its midnight.
 */
export function dayStartIn(date: string, timeZone: string, { nextDay = false } = {}): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return '';
  const midnight = Date.UTC(y, m - 1, d + (nextDay ? 1 : 0));
  let instant = midnight - zoneOffset(midnight, timeZone);
  instant = midnight - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}
