import { PAYER_TYPE_LABELS, type Payer } from '@domain/payer';
import { RecordList } from '@/components/ui/record-list';
import { payersCopy as copy } from '@/content/payers';
import { PayerActiveBadge } from './payer-badges';

const columns = copy.columns;
const signatureText = (p: Payer) => (p.signatureRequired ? copy.signatureRequired : copy.signatureNotRequired);

/** The payers: a dense table on wide screens, one card per payer on phones. */
export function PayerList({ payers }: { payers: Payer[] }) {
  return (
    <RecordList
      label={copy.heading}
      records={payers}
      name={{ label: columns.name, href: (p) => `/payers/${p.id}`, text: (p) => p.name, wrap: true }}
      columns={[
        { label: columns.type, cell: (p) => PAYER_TYPE_LABELS[p.type], className: 'whitespace-nowrap' },
        {
          label: columns.payerCode,
          cell: (p) => p.payerCode ?? <span className="font-sans text-muted">{copy.noPayerCode}</span>,
          className: 'font-mono whitespace-nowrap',
        },
        { label: columns.terms, cell: (p) => copy.terms(p.termsDays), className: 'whitespace-nowrap' },
        { label: columns.signature, cell: signatureText, className: 'whitespace-nowrap' },
        { label: columns.active, cell: (p) => <PayerActiveBadge active={p.active} /> },
      ]}
      card={(p) => ({
        details: (
          <>
            <p className="text-sm text-muted">{PAYER_TYPE_LABELS[p.type]}</p>
            {p.payerCode ? (
              <p className="text-sm text-muted">
                {columns.payerCode} <span className="font-mono">{p.payerCode}</span>
              </p>
            ) : null}
          </>
        ),
        badge: <PayerActiveBadge active={p.active} />,
        footer: (
          <p className="text-sm text-ink">
            {copy.terms(p.termsDays)} · {signatureText(p)}
          </p>
        ),
      })}
    />
  );
}
