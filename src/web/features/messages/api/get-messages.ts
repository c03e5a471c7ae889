import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { untilDelivered } from '../lib/message-status';

/** The record whose messages are shown: one of a referral, a job or a driver. */
export type MessageSubject = { referralId: string } | { jobId: string } | { driverId: string };

/** GET /api/messages?referralId=…: the record's messages, newest first (docs/decisions/065-notifications.md). */
export function getMessages(subject: MessageSubject) {
  return api.get('/api/messages', { query: { ...subject, limit: 50 } });
}

/** A record's message history; read again every two seconds while a recent message waits for its outcome. */
export const useMessages = (subject: MessageSubject) =>
  useQuery({
    queryKey: queryKeys.messages.list(subject),
    queryFn: () => getMessages(subject),
    refetchInterval: untilDelivered,
  });
