import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/messages?delivery=not_delivered: the latest texts the SMS provider could not deliver, newest first. */
export const getNotDelivered = () => api.get('/api/messages', { query: { delivery: 'not_delivered', limit: 50 } });

export const useNotDelivered = () =>
  useQuery({ queryKey: queryKeys.messages.notDelivered(), queryFn: getNotDelivered });
