import { useId } from 'react';
import type { MessageChannel } from '@domain/message';
import { Spinner } from '@/components/ui/spinner';
import { messagesCopy } from '@/content/messages';
import type { TemplatePreview as Preview } from '../api/preview-message-template';
import { smsParts } from '../lib/sms-length';

const copy = messagesCopy.templates;

/**
 * The message as its recipient gets it, filled in with made-up details: an email's subject over its body, a text
 * as a bubble with how many texts it takes once the details are in (a pickup address makes it longer).
 */
export function TemplatePreview({
  channel,
  preview,
  notice,
}: {
  channel: MessageChannel;
  preview: Preview | undefined;
  notice: string | null;
}) {
  const headingId = useId();
  const characters = preview ? [...preview.body].length : 0;
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {copy.preview}
      </h3>
      <p className="text-sm text-muted">{copy.previewLead}</p>
      {notice ? (
        <p className="text-sm text-ink">{notice}</p>
      ) : !preview ? (
        <Spinner label={copy.preview} className="py-2" />
      ) : channel === 'sms' ? (
        <>
          <p
            data-testid="preview-body"
            className="max-w-sm rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-sm wrap-anywhere whitespace-pre-line text-ink shadow-sm"
          >
            {preview.body}
          </p>
          <p className="text-sm text-muted">{copy.previewLength(characters, smsParts(preview.body))}</p>
        </>
      ) : (
        <div className="rounded-md border border-slate-200 bg-white p-3 text-sm">
          <p
            data-testid="preview-subject"
            className="border-b border-slate-200 pb-2 font-semibold wrap-anywhere text-ink"
          >
            <span className="font-normal text-muted">{copy.previewSubject} </span>
            {preview.subject}
          </p>
          <p data-testid="preview-body" className="pt-2 wrap-anywhere whitespace-pre-line text-ink">
            {preview.body}
          </p>
        </div>
      )}
    </section>
  );
}
