import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { dashboardText } from '@/content/dashboard';
import { formatAuditTime } from '@/lib/dates';
import type { AuditEntry } from '../api/get-audit-trail';
import { auditActionLabel, auditEntityLabel, auditWho, outcomeTone, shortId } from './audit-format';
import { TableScroll } from '@/components/ui/table-scroll';

const text = dashboardText.audit;
const columns = text.columns;

function Action({ action }: { action: string }) {
  return (
    <>
      <span className="block font-semibold text-ink">{auditActionLabel(action)}</span>
      <code className="block text-xs text-muted">{action}</code>
    </>
  );
}

function Record({ entry }: { entry: AuditEntry }) {
  if (!entry.entity && !entry.entityId) return <span className="text-muted">{text.none}</span>;
  return (
    <span>
      {auditEntityLabel(entry.entity)}{' '}
      {entry.entityId && (
        <code className="text-xs" title={entry.entityId}>
          {shortId(entry.entityId)}
        </code>
      )}
    </span>
  );
}

/** The whole id, on one line, so it can be read and copied to find the request's log line. */
function RequestId({ id }: { id: string | null }) {
  if (!id) return <span className="text-muted">{text.none}</span>;
  return (
    <code className="block text-[11px] leading-5 break-all select-all lg:break-normal lg:whitespace-nowrap">{id}</code>
  );
}

const Outcome = ({ statusCode }: { statusCode: number }) => <Badge tone={outcomeTone(statusCode)}>{statusCode}</Badge>;

/** Wide screens: one row per entry. */
export function AuditTable({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  return (
    <TableScroll label={text.heading} className="hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{text.heading}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col" className="px-3 py-2.5">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="px-3 py-2.5 whitespace-nowrap text-ink tabular-nums">
                {formatAuditTime(entry.at, timeZone)}
              </td>
              <td className="px-3 py-2.5">
                <Action action={entry.action} />
              </td>
              <td className="px-3 py-2.5 text-ink">{auditWho(entry)}</td>
              <td className="px-3 py-2.5 text-ink">
                <Record entry={entry} />
              </td>
              <td className="px-3 py-2.5">
                <Outcome statusCode={entry.statusCode} />
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink tabular-nums">{entry.ip ?? text.none}</td>
              <td className="px-3 py-2.5">
                <RequestId id={entry.requestId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Phones and tablets: one card per entry. */
export function AuditCards({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  return (
    <ul className="grid gap-3 lg:hidden">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card className="p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Action action={entry.action} />
              </div>
              <Outcome statusCode={entry.statusCode} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{columns.time}</dt>
              <dd className="text-ink tabular-nums">{formatAuditTime(entry.at, timeZone)}</dd>
              <dt className="text-muted">{columns.who}</dt>
              <dd className="text-ink">{auditWho(entry)}</dd>
              <dt className="text-muted">{columns.what}</dt>
              <dd className="text-ink">
                <Record entry={entry} />
              </dd>
              <dt className="text-muted">{columns.from}</dt>
              <dd className="break-all text-ink">{entry.ip ?? text.none}</dd>
              <dt className="text-muted">{columns.request}</dt>
              <dd>
                <RequestId id={entry.requestId} />
              </dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
