import { daysFromToday } from '../../../domain/dates';
import type { Language } from '../../../domain/language';
import { textablePhone } from '../../../domain/phone';
import { isFinalJobStatus } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { queueMessages, type MessageDraft } from '../notifications/outbox';
import type { TripReplyAnswer } from '../notifications/service';
import { riderTripFacts } from '../notifications/trip-messages';
import { loadPolicies } from '../policies/service';
import { legsOpenForReply, lockJob, lockReturnOf, writeJob } from './repository';
import { cancelOne } from './trip-actions';

/**
 * A rider's C or X in answer to a text (docs/decisions/113-rider-replies.md). The reply is about the number's next
 * leg: its own phone's or, when the rider asked for copies, its caregiver's; not cancelled or over, picked up no more
 * than an hour ago (a van running late) and no later than tomorrow, the reach of the day-before reminder, so a
 * stray X never cancels next week's dialysis.
 */

const LATE_REACH_MS = 60 * 60_000;

const underWay = (job: JobRow) => job.status === 'in_progress' || job.status === 'completed' || job.arrivedAt !== null;
const open = (job: JobRow | undefined): job is JobRow => job !== undefined && !isFinalJobStatus(job.status);

export function answerTripReply(timeZone: string): TripReplyAnswer {
  return async (tx, { phone, command, replyId, now }) => {
    const tomorrow = daysFromToday(1, { company: { timeZone }, now });
    const legs = await legsOpenForReply(tx, new Date(now.getTime() - LATE_REACH_MS), tomorrow, timeZone);
    const match = legs.find(
      (leg) => textablePhone(leg.patientPhone) === phone || textablePhone(leg.caregiverPhone ?? '') === phone,
    );
    const job = match ? await lockJob(tx, match.id) : undefined;
    const answer = (draft: Omit<MessageDraft, 'channel' | 'recipient' | 'key' | 'anyHour'>) =>
      queueMessages(tx, [{ ...draft, channel: 'sms', recipient: phone, key: replyId, anyHour: true } as MessageDraft]);
    if (!open(job)) {
      await answer({ event: 'reply_no_trip', facts: {}, about: {} });
      return { outcome: 'no_trip', jobId: null };
    }
    const policy = (await loadPolicies(tx as unknown as Database)).trip;
    // In the rider's language, once the outbox knows it.
    const facts = (leg: JobRow) => (language: Language) =>
      riderTripFacts(leg, timeZone, policy.onTimeWindowMinutes, language);
    const back = job.leg === 'outbound' ? await lockReturnOf(tx, job.id) : undefined;
    const returnOpen = open(back) && !underWay(back) ? back : undefined;

    if (command === 'confirm') {
      for (const leg of [job, returnOpen])
        if (leg && leg.riderConfirmedAt === null) await writeJob(tx, leg.id, { riderConfirmedAt: now });
      await answer({ event: 'trip_confirmed', facts: facts(job), about: { jobId: job.id } });
      return { outcome: 'confirmed', jobId: job.id };
    }

    if (underWay(job)) {
      await answer({ event: 'reply_too_late', facts: {}, about: { jobId: job.id } });
      return { outcome: 'too_late', jobId: job.id };
    }
    const byCaregiver = textablePhone(job.patientPhone) !== phone;
    const why = {
      reason: 'rider' as const,
      requestedBy: byCaregiver ? ('caregiver' as const) : ('rider' as const),
      note: 'Cancelled by a reply to a text',
      byText: true,
    };
    await cancelOne(tx, job, why, null, timeZone, now, policy);
    // A ride home still waiting to be called has nothing to come back from; one with a time is offered, not assumed.
    if (returnOpen?.pickupTime === null) await cancelOne(tx, returnOpen, why, null, timeZone, now, policy);
    else if (returnOpen)
      await answer({ event: 'return_offer', facts: facts(returnOpen), about: { jobId: returnOpen.id } });
    return { outcome: 'cancelled', jobId: job.id };
  };
}
