import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { TableScroll } from './table-scroll';

/** One column of the table after the record's name. */
export interface RecordColumn<T> {
  label: string;
  cell: (record: T) => ReactNode;
  /** Amounts and counts: right-aligned, in figures of one width. */
  numeric?: boolean;
  className?: string;
}

/** What names a record and opens it: the table's row header and the card's title. */
export interface RecordName<T> {
  label: string;
  href: (record: T) => string;
  text: (record: T) => string;
  /** Numbers such as INV-000012, read digit by digit. */
  mono?: boolean;
  /** Long names (a payer's) wrap in the table instead of widening it. */
  wrap?: boolean;
}

/** The rest of a record's card on a phone: lines under its name, a badge beside it, and a footer. */
export interface RecordCard {
  details?: ReactNode;
  badge?: ReactNode;
  footer?: ReactNode;
}

interface RecordListProps<T> {
  /** The table's name for screen readers. */
  label: string;
  records: T[];
  name: RecordName<T>;
  columns: RecordColumn<T>[];
  card: (record: T) => RecordCard;
}

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * A staff list (vehicles, payers, invoices, pay statements): a dense table at desk width, where a clerk scans
 * columns, and one card per record on a phone, where columns would not fit (docs/decisions/054-job-table.md).
 */
export function RecordList<T>({ label, records, name, columns, card }: RecordListProps<T>) {
  const link = (record: T, className?: string) => (
    <Link href={name.href(record)} className={cn(linkClasses, name.mono && 'font-mono', className)}>
      {name.text(record)}
    </Link>
  );
  return (
    <>
      <TableScroll label={label} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {[{ label: name.label, numeric: false }, ...columns].map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cn('px-3 py-2.5 font-semibold whitespace-nowrap', column.numeric && 'text-right')}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {records.map((record) => (
              <tr key={name.href(record)} className="hover:bg-slate-50">
                <th scope="row" className={cn('px-3 py-2 font-medium', !name.wrap && 'whitespace-nowrap')}>
                  {link(record)}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={cn(
                      'px-3 py-2',
                      column.numeric && 'text-right whitespace-nowrap tabular-nums',
                      column.className,
                    )}
                  >
                    {column.cell(record)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="grid gap-3 lg:hidden">
        {records.map((record) => {
          const { details, badge, footer } = card(record);
          return (
            <li key={name.href(record)}>
              <Card className="grid gap-2 p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    {link(record, 'text-lg wrap-anywhere')}
                    {details}
                  </div>
                  {badge}
                </div>
                {footer}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
