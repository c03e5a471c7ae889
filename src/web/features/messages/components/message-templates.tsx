import { useState } from 'react';
import { EVENT_CHANNELS, type MessageTemplate } from '@domain/message';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messagesCopy } from '@/content/messages';
import { useCompany } from '@/lib/company-profile';
import { formatMoment } from '@/lib/dates';
import { useMessageTemplates } from '../api/get-message-templates';
import { templateId, templateName } from '../lib/template-name';
import { MessageTemplateDialog } from './message-template-dialog';

const copy = messagesCopy.templates;

function WordsBadge({ template }: { template: MessageTemplate }) {
  // As written ("Your words"), not the badge's usual capitals.
  return (
    <Badge tone={template.customized ? 'blue' : 'neutral'} className="normal-case">
      {template.customized ? copy.custom : copy.standard}
    </Badge>
  );
}

/**
 * Settings, for an administrator: every message the product sends, whose words it uses, and an editor for each
 * (docs/decisions/065-notifications.md). A table from the small breakpoint up; on a phone the same as a list, as
 * five columns do not fit 375 px.
 */
export function MessageTemplates() {
  const templates = useMessageTemplates();
  const { timeZone } = useCompany();
  // The event, not the template: the dialog reads the template from the list, so a save or reset shows at once.
  const [editing, setEditing] = useState<string | null>(null);
  const open = templates.data?.find((t) => templateId(t) === editing) ?? null;

  if (templates.isPending) return <Spinner label={copy.loading} />;
  if (templates.isError)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-danger">{copy.loadFailed}</p>
        <Button variant="secondary" onClick={() => void templates.refetch()}>
          {messagesCopy.retry}
        </Button>
      </div>
    );

  const changed = (t: MessageTemplate) => (t.updatedAt ? formatMoment(t.updatedAt, timeZone) : copy.neverChanged);
  const channel = (t: MessageTemplate) => messagesCopy.channel[t.channel ?? EVENT_CHANNELS[t.event]];
  const label = templateName;
  const edit = (t: MessageTemplate) => (
    <Button variant="secondary" aria-label={copy.editLabel(label(t))} onClick={() => setEditing(templateId(t))}>
      {copy.edit}
    </Button>
  );

  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{copy.caption}</caption>
        <thead className="text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {[copy.columns.message, copy.columns.channel, copy.columns.words, copy.columns.changed].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{copy.columns.action}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {templates.data.map((t) => (
            <tr key={templateId(t)}>
              <th scope="row" className="px-3 py-1 font-medium text-ink">
                {label(t)}
              </th>
              <td className="px-3 py-1">{channel(t)}</td>
              <td className="px-3 py-1">
                <WordsBadge template={t} />
              </td>
              <td className="px-3 py-1 text-muted">{changed(t)}</td>
              <td className="px-3 py-1 text-right">{edit(t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={copy.caption} className="grid divide-y divide-slate-200 sm:hidden">
        {templates.data.map((t) => (
          <li key={templateId(t)} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="font-medium text-ink">{label(t)}</p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                {channel(t)} <WordsBadge template={t} />
                {t.updatedAt ? <span>{copy.changed(changed(t))}</span> : null}
              </p>
            </div>
            {edit(t)}
          </li>
        ))}
      </ul>
      <MessageTemplateDialog template={open} onClose={() => setEditing(null)} />
    </>
  );
}
