import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/message-templates: one template per event, the administrator's words or the default (docs/decisions/065-notifications.md). */
export const getMessageTemplates = () => api.get('/api/message-templates');

export const useMessageTemplates = () =>
  useQuery({ queryKey: queryKeys.messageTemplates.list(), queryFn: getMessageTemplates });
