import { CREDENTIAL_LABELS } from '../../../domain/credential';
import { daysFromToday } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { loadPolicies } from '../policies/service';
import { queueMessages, type MessageDraft } from './outbox';
import { mintTripLink } from '../trip-page/service';
import { adminAddresses, credentialsDue, legsToRemind, remindedLegs } from './recipients-repository';
import { riderTripFacts } from './trip-messages';

/**
 * Messages due by the calendar (docs/decisions/065-notifications.md): each is keyed by its day, so running these
 * again — every few minutes, on every delivering instance — queues nothing twice.
 */

/**
 * Tomorrow's legs not cancelled or over: each rider is reminded once, by text (sent from 08:00, outside quiet hours),
 * with the private link to the leg's trip page (docs/decisions/115-trip-page.md). A leg already reminded is left out
 * before its link is made, so running this every few minutes makes no more links.
 */
export async function queueDayBeforeReminders(db: Database, timeZone: string, now = new Date()): Promise<number> {
  const tomorrow = daysFromToday(1, { company: { timeZone }, now });
  const due = await legsToRemind(db, tomorrow, timeZone);
  const reminded = await remindedLegs(
    db,
    due.map((leg) => leg.id),
    tomorrow,
  );
  const legs = due.filter((leg) => !reminded.has(leg.id));
  if (legs.length === 0) return 0;
  const window = (await loadPolicies(db)).trip.onTimeWindowMinutes;
  await db.transaction(async (tx) => {
    const drafts: MessageDraft<'trip_reminder'>[] = [];
    for (const leg of legs) {
      const tripLink = await mintTripLink(tx, leg.id);
      drafts.push({
        event: 'trip_reminder',
        channel: 'sms',
        recipient: leg.patientPhone,
        facts: (language) => ({ ...riderTripFacts(leg, timeZone, window, language), tripLink }),
        about: { jobId: leg.id },
        key: `${leg.id}:${tomorrow}`,
      });
    }
    await queueMessages(tx, drafts);
  });
  return legs.length;
}

const NOTICE_DAYS = [30, 7] as const;

/**
 * Credentials that expire in 30 or 7 days or expired today, each driver's latest of each kind (a renewed one is not
 * expiring): the driver hears by email, and so does every administrator with an address.
 */
export async function queueCredentialNotices(db: Database, timeZone: string, now = new Date()): Promise<number> {
  const days = [0, ...NOTICE_DAYS].map((d) => daysFromToday(d, { company: { timeZone }, now }));
  const due = await credentialsDue(db, days);
  if (due.length === 0) return 0;
  const admins = await adminAddresses(db);
  const drafts = due.flatMap((c): MessageDraft[] => {
    const inDays = NOTICE_DAYS.find((d) => days[NOTICE_DAYS.indexOf(d) + 1] === c.expiresOn);
    const credential = CREDENTIAL_LABELS[c.kind];
    const recipients = [c.email, ...admins];
    return recipients.map((recipient) =>
      inDays === undefined
        ? {
            event: 'credential_expired',
            channel: 'email',
            recipient,
            facts: { fullName: c.fullName, credential, expiresOn: c.expiresOn },
            about: { driverId: c.driverId },
            key: `${c.id}:${c.expiresOn}`,
          }
        : {
            event: 'credential_expiring',
            channel: 'email',
            recipient,
            facts: { fullName: c.fullName, credential, expiresOn: c.expiresOn, days: inDays },
            about: { driverId: c.driverId },
            key: `${c.id}:${inDays}`,
          },
    );
  });
  await queueMessages(db, drafts);
  return drafts.length;
}
