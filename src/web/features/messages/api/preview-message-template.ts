import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageTemplateInput } from '@domain/message';
import { api, type ApiAnswer } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { templateId, type TemplateOf } from '../lib/template-name';

/** The subject and body filled in with made-up facts. */
export type TemplatePreview = ApiAnswer<'post', '/api/message-templates/{event}/preview'>;

/** POST /api/message-templates/{event}/preview: the words filled in with made-up facts, or the save's 422 for an unknown field. */
export const previewMessageTemplate = ({ event, language }: TemplateOf, input: MessageTemplateInput) =>
  api.post('/api/message-templates/{event}/preview', { path: { event }, query: { language }, body: input });

/**
 * The preview of words being typed: a query keyed by the words (not a mutation), so an answer that arrives after
 * the next keystroke is never shown for the newer words, and going back to earlier words reads the cache.
 * `input` is null while the words cannot be sent (empty, too long); the last preview stays up meanwhile.
 */
export const useTemplatePreview = (template: TemplateOf, input: MessageTemplateInput | null) =>
  useQuery({
    queryKey: queryKeys.messageTemplates.preview(templateId(template), input ?? { subject: '', body: '' }),
    queryFn: () => previewMessageTemplate(template, input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
