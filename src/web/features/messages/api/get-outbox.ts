import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { untilDelivered } from '../lib/message-status';

/** GET /api/outbox: the messages held because no provider is configured, newest first, at most the server's 100. */
export const getOutbox = () => api.get('/api/outbox', { query: { limit: 100 } });

/** The outbox; a message sent again from it is read again until it is delivered or back in the outbox. */
export const useOutbox = () =>
  useQuery({ queryKey: queryKeys.messages.outbox(), queryFn: getOutbox, refetchInterval: untilDelivered });
