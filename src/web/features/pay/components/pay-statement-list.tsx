import type { PayStatementSummary } from '@domain/pay-statement';
import { RecordList } from '@/components/ui/record-list';
import { payCopy as copy } from '@/content/pay';
import { dollars, usDate } from '../lib/pay-display';
import { PayStatusBadge } from './pay-status-badge';

const columns = copy.columns;
const period = (s: PayStatementSummary) => copy.period(usDate(s.periodFrom), usDate(s.periodTo));
const due = (s: PayStatementSummary) => (s.dueOn ? usDate(s.dueOn) : '—');

/** The statements: a dense table on wide screens, one card per statement on phones. */
export function PayStatementList({ statements }: { statements: PayStatementSummary[] }) {
  return (
    <RecordList
      label={copy.heading}
      records={statements}
      name={{ label: columns.number, href: (s) => `/pay/${s.id}`, text: (s) => s.number }}
      columns={[
        { label: columns.driver, cell: (s) => s.driverName },
        { label: columns.period, cell: period, className: 'whitespace-nowrap' },
        { label: columns.status, cell: (s) => <PayStatusBadge status={s.status} /> },
        { label: columns.total, cell: (s) => dollars(s.total), numeric: true, className: 'font-mono' },
        { label: columns.due, cell: due, className: 'whitespace-nowrap' },
      ]}
      card={(s) => ({
        details: (
          <>
            <p className="text-ink">{s.driverName}</p>
            <p className="text-sm text-muted">{period(s)}</p>
          </>
        ),
        badge: <PayStatusBadge status={s.status} />,
        footer: (
          <p className="flex flex-wrap justify-between gap-2 text-ink">
            <span className="font-mono font-semibold">{dollars(s.total)}</span>
            <span className="text-sm text-muted">
              {columns.due} {due(s)}
            </span>
          </p>
        ),
      })}
    />
  );
}
