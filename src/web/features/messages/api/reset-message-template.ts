import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate } from '@domain/message';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { TemplateOf } from '../lib/template-name';
import { replaceTemplate } from './save-message-template';

/** DELETE /api/message-templates/{event}: the administrator's words are dropped and the default answered. */
export const resetMessageTemplate = ({ event, language }: TemplateOf) =>
  api.delete('/api/message-templates/{event}', { path: { event }, query: { language } });

export function useResetMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMessageTemplate,
    onSuccess: (reset) =>
      queryClient.setQueryData<MessageTemplate[]>(queryKeys.messageTemplates.list(), (list) =>
        replaceTemplate(list, reset),
      ),
  });
}
