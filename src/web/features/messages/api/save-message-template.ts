import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate, MessageTemplateInput } from '@domain/message';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { templateId, type TemplateOf } from '../lib/template-name';

/** PUT /api/message-templates/{event}: 422 names the {{fields}} the event does not offer, under subject or body. */
export const saveMessageTemplate = ({ event, language, input }: TemplateOf & { input: MessageTemplateInput }) =>
  api.put('/api/message-templates/{event}', { path: { event }, query: { language }, body: input });

/** Puts the saved template in the list as the server answered it, so its badge and date change without a second read. */
export function replaceTemplate(
  list: MessageTemplate[] | undefined,
  saved: MessageTemplate,
): MessageTemplate[] | undefined {
  return list?.map((template) => (templateId(template) === templateId(saved) ? saved : template));
}

export function useSaveMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageTemplate,
    onSuccess: (saved) =>
      queryClient.setQueryData<MessageTemplate[]>(queryKeys.messageTemplates.list(), (list) =>
        replaceTemplate(list, saved),
      ),
  });
}
