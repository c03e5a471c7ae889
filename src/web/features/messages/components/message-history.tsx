import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messagesCopy as copy } from '@/content/messages';
import { useMessages, type MessageSubject } from '../api/get-messages';
import { MessageEntry } from './message-entry';

/** The emails and texts sent about one referral, job or driver, newest first (docs/decisions/065-notifications.md). */
export function MessageHistory({ subject }: { subject: MessageSubject }) {
  const headingId = useId();
  const messages = useMessages(subject);
  const items = messages.data ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {copy.heading}
      </h3>
      {messages.isPending ? (
        <Spinner label={copy.loading} className="py-2" />
      ) : messages.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-danger">{copy.loadFailed}</p>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{copy.empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200">
          {items.map((message) => (
            <MessageEntry key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
