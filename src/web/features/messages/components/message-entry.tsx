import { useId, useState } from 'react';
import { ChevronDown, Mail, MessageSquareText } from 'lucide-react';
import { DELIVERY_STATUS_LABELS, MESSAGE_EVENT_LABELS, MESSAGE_STATUS_LABELS, type Message } from '@domain/message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { messagesCopy as copy } from '@/content/messages';
import { cn } from '@/lib/cn';
import { useCompany } from '@/lib/company-profile';
import { formatMoment } from '@/lib/dates';
import { useRetryMessage } from '../api/retry-message';
import { maySendAgain, messageStatusTone } from '../lib/message-status';

const CHANNEL_ICONS = { email: Mail, sms: MessageSquareText } as const;

/** One message as a list item: what, to whom, what became of it, and its words behind a button (docs/decisions/065-notifications.md). */
export function MessageEntry({ message }: { message: Message }) {
  const { timeZone } = useCompany();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const retry = useRetryMessage();
  const Icon = CHANNEL_ICONS[message.channel];
  const event = MESSAGE_EVENT_LABELS[message.event] ?? message.event;
  const stopped = message.status === 'failed' || message.status === 'unknown';

  return (
    <li className="grid gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink">{event}</span>
        <span className="inline-flex items-center gap-1 text-muted">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {copy.channel[message.channel]}
        </span>
        {/* The labels are sentences ("In the outbox (no provider configured)"): kept as written, wrapped on a phone. */}
        <Badge tone={messageStatusTone(message.status)} className="whitespace-normal normal-case">
          {MESSAGE_STATUS_LABELS[message.status] ?? message.status}
        </Badge>
      </div>
      <p className="break-all text-ink">
        <span className="text-muted">{copy.to} </span>
        {message.recipient}
      </p>
      <p className="text-muted">
        {copy.created} {formatMoment(message.createdAt, timeZone)}
        {message.sentAt ? ` · ${copy.sent} ${formatMoment(message.sentAt, timeZone)}` : null}
        {/* Keeping a message in the outbox is no attempt to send it, so a held message shows no count. */}
        {message.attempts > 0 ? ` · ${copy.attempts(message.attempts)}` : null}
      </p>
      {stopped && message.lastError ? <p className="wrap-anywhere text-danger">{message.lastError}</p> : null}
      {message.deliveryStatus ? (
        <p
          className={
            message.deliveryStatus === 'undelivered' || message.deliveryStatus === 'failed'
              ? 'text-danger'
              : 'text-muted'
          }
        >
          {copy.delivery} {DELIVERY_STATUS_LABELS[message.deliveryStatus]}
          {message.deliveryError ? ` (${copy.providerError(message.deliveryError)})` : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {/* Named with the event too: a history has a "Show message" per message, and a list of buttons is read out of context. */}
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? copy.hideMessage : copy.showMessage}: ${event}`}
          onClick={() => setOpen((was) => !was)}
          className="-ml-2 px-2 text-brand-800"
        >
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
          {open ? copy.hideMessage : copy.showMessage}
        </Button>
        {maySendAgain(message.status) ? (
          <Button
            variant="secondary"
            disabled={retry.isPending}
            aria-label={`${retry.isPending ? copy.sending : copy.sendAgain}: ${event}`}
            onClick={() => retry.mutate(message.id)}
            className="ml-auto"
          >
            {retry.isPending ? copy.sending : copy.sendAgain}
          </Button>
        ) : null}
      </div>
      <div id={panelId} hidden={!open} className="rounded-md border border-slate-200 bg-slate-50 p-3">
        {open ? (
          <>
            {message.channel === 'email' ? (
              <p className="font-semibold text-ink">{message.subject ?? copy.noSubject}</p>
            ) : null}
            <p className="mt-1 wrap-anywhere whitespace-pre-line text-ink">{message.body}</p>
          </>
        ) : null}
      </div>
    </li>
  );
}
