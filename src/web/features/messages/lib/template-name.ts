import { LANGUAGE_NAMES, type Language } from '@domain/language';
import { MESSAGE_EVENT_LABELS, type MessageEvent } from '@domain/message';

/** One message's words: an event, in a rider's language (docs/decisions/114-rider-language.md). */
export interface TemplateOf {
  event: MessageEvent;
  language: Language;
}

/** "Trip scheduled", or "Trip scheduled, in Spanish" for a rider's words in Spanish. */
export const templateName = (t: TemplateOf) =>
  `${MESSAGE_EVENT_LABELS[t.event] ?? t.event}${t.language === 'en' ? '' : `, in ${LANGUAGE_NAMES[t.language]}`}`;

export const templateId = (t: TemplateOf) => `${t.event}:${t.language}`;
