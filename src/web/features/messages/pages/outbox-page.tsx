import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { messagesCopy as copy } from '@/content/messages';
import { useNotDelivered } from '../api/get-not-delivered';
import { useOutbox } from '../api/get-outbox';
import { MessageEntry } from '../components/message-entry';

/** /outbox (docs/decisions/065-notifications.md): with no email or SMS provider configured, the messages wait here to be read. */
export function OutboxPage() {
  const outbox = useOutbox();
  const items = outbox.data ?? [];

  return (
    <StaffPage width="4xl">
      <StaffPageHeader title={copy.outbox.title} lead={copy.outbox.lead} />
      <Card className="px-4 py-1 sm:px-5">
        {outbox.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={copy.loading} />
          </div>
        ) : outbox.isError ? (
          <div className="flex flex-wrap items-center gap-3 py-5">
            <p className="text-danger">{copy.loadFailed}</p>
            <Button variant="secondary" onClick={() => void outbox.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="py-5 text-muted">{copy.outbox.empty}</p>
        ) : (
          <ul aria-label={copy.outbox.listLabel} className="divide-y divide-slate-200">
            {items.map((message) => (
              <MessageEntry key={message.id} message={message} />
            ))}
          </ul>
        )}
      </Card>
      <NotDelivered />
    </StaffPage>
  );
}

/**
 * The texts the SMS provider reported it could not deliver (docs/decisions/112-twilio-texts.md): the riders and
 * drivers to call instead. Shown only when there are some.
 */
function NotDelivered() {
  const texts = useNotDelivered().data ?? [];
  if (texts.length === 0) return null;
  return (
    <section aria-labelledby="not-delivered-title" className="mt-6">
      <h2 id="not-delivered-title" className="text-xl font-semibold text-ink">
        {copy.notDelivered.title}
      </h2>
      <p className="mt-1 text-muted">{copy.notDelivered.lead}</p>
      <Card className="mt-3 px-4 py-1 sm:px-5">
        <ul aria-label={copy.notDelivered.title} className="divide-y divide-slate-200">
          {texts.map((message) => (
            <MessageEntry key={message.id} message={message} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
