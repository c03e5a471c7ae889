import { Link } from 'wouter';
import type { ClaimFileLine } from '@domain/claim-answer';
import { CLAIM_FILE_LINE_OUTCOME_LABELS } from '@domain/claim-answer-words';
import { Badge } from '@/components/ui/badge';
import { TableScroll } from '@/components/ui/table-scroll';
import { billingCopy } from '../content';
import { dollars } from '../lib/billing-display';
import { ClaimReasons } from './claim-reasons';

const copy = billingCopy.answers;
const columns = copy.lineColumns;

function Result({ line }: { line: ClaimFileLine }) {
  const badge = !line.matched ? (
    <Badge tone="red" className="normal-case">
      {copy.notMatched}
    </Badge>
  ) : line.posted ? (
    <Badge tone="green" className="normal-case">
      {copy.posted}
    </Badge>
  ) : (
    <Badge tone="neutral" className="normal-case">
      {copy.notPosted}
    </Badge>
  );
  return (
    <div className="grid gap-1">
      <span>{badge}</span>
      {line.note ? <span className="text-sm text-muted">{line.note}</span> : null}
    </div>
  );
}

/** Every line of a posted file and what it did: unmatched ones are listed, never dropped. */
export function ClaimFileLines({ lines }: { lines: ClaimFileLine[] }) {
  return (
    <TableScroll label={copy.linesCaption}>
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">{copy.linesCaption}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-2 py-2">
              {columns.claim}
            </th>
            <th scope="col" className="px-2 py-2">
              {columns.invoice}
            </th>
            <th scope="col" className="px-2 py-2">
              {columns.rider}
            </th>
            <th scope="col" className="px-2 py-2">
              {columns.outcome}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {columns.charge}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {columns.paid}
            </th>
            <th scope="col" className="px-2 py-2">
              {columns.reasons}
            </th>
            <th scope="col" className="px-2 py-2">
              {columns.result}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.position} className="border-b border-slate-100 align-top">
              <th scope="row" className="px-2 py-2 font-mono text-xs font-medium break-all text-ink">
                {line.controlNumber}
              </th>
              <td className="px-2 py-2 whitespace-nowrap">
                {line.invoiceId && line.invoiceNumber ? (
                  <Link
                    href={`/billing/invoices/${line.invoiceId}`}
                    className="font-mono text-brand-800 underline underline-offset-4"
                  >
                    {line.invoiceNumber}
                  </Link>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className="px-2 py-2">{line.riderName ?? <span className="text-muted">—</span>}</td>
              <td className="px-2 py-2 whitespace-nowrap">{CLAIM_FILE_LINE_OUTCOME_LABELS[line.outcome]}</td>
              <td className="px-2 py-2 text-right tabular-nums">{line.charge ? dollars(line.charge) : '—'}</td>
              <td className="px-2 py-2 text-right tabular-nums">{line.paid ? dollars(line.paid) : '—'}</td>
              <td className="max-w-80 px-2 py-2">
                {line.reasons.length > 0 ? (
                  <ClaimReasons reasons={line.reasons} />
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className="px-2 py-2">
                <Result line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
