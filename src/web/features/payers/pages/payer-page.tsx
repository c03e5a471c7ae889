import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Pencil } from 'lucide-react';
import { PAYER_TYPE_LABELS } from '@domain/payer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { Spinner } from '@/components/ui/spinner';
import { payersCopy as copy } from '@/content/payers';
import { ApiError } from '@/lib/api-client';
import { usePayer } from '../api/get-payer';
import { usePayerRates } from '../api/get-payer-rates';
import { LevelRates } from '../components/level-rates';
import { PayerActiveBadge } from '../components/payer-badges';
import { PayerFormDialog } from '../components/payer-form-dialog';
import { RateFormDialog, type RateDialogTarget } from '../components/rate-form-dialog';

const { details } = copy;

/** /payers/:id: the payer's details, Edit, and its rate for each level of service. The router admits administrators only. */
export function PayerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const payer = usePayer(id);
  const rates = usePayerRates(id);
  const [editing, setEditing] = useState(false);
  const [rateTarget, setRateTarget] = useState<RateDialogTarget | null>(null);
  const p = payer.data;

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <Link href="/payers" className="inline-flex min-h-11 items-center gap-1.5 justify-self-start font-semibold text-brand-800 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToList}
        </Link>
        {payer.isPending ? (
          <Spinner className="mx-auto flex justify-center py-10" label="Loading the payer" />
        ) : !p ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            {payer.error instanceof ApiError && payer.error.status === 404 ? copy.notFound : copy.loadFailed}
          </p>
        ) : (
          <>
            <header className="flex flex-wrap items-end justify-between gap-4">
              <div className="min-w-0">
                <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight break-words text-brand-900">
                  {p.name} <PayerActiveBadge active={p.active} />
                </h1>
                <p className="mt-1 text-muted">{PAYER_TYPE_LABELS[p.type]}</p>
              </div>
              <Button variant="secondary" onClick={() => setEditing(true)} className="w-full sm:w-auto">
                <Pencil aria-hidden="true" className="size-4" />
                {copy.edit}
              </Button>
            </header>
            <Card className="grid gap-4 p-5">
              <h2 className="sr-only">{details.heading}</h2>
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <Detail label={details.terms}>{copy.terms(p.termsDays)}</Detail>
                <Detail label={details.signature}>{p.signatureRequired ? copy.signatureRequired : copy.signatureNotRequired}</Detail>
                <Detail label={details.payerCode}>{p.payerCode ? <span className="font-mono">{p.payerCode}</span> : copy.noPayerCode}</Detail>
                <Detail label={details.billingAddress}>
                  {[p.billingAddress.street, p.billingAddress.unit].filter(Boolean).join(', ')}
                  {'\n'}
                  {`${p.billingAddress.city}, ${p.billingAddress.state} ${p.billingAddress.zip}`}
                </Detail>
                <Detail label={details.contact} className="lg:col-span-2">
                  {p.contactName}
                  {'\n'}
                  <a href={`tel:${p.contactPhone}`} className="text-brand-800 underline underline-offset-4">
                    {p.contactPhone}
                  </a>
                  {' · '}
                  <a href={`mailto:${p.contactEmail}`} className="break-all text-brand-800 underline underline-offset-4">
                    {p.contactEmail}
                  </a>
                </Detail>
              </dl>
            </Card>
            <Card className="grid gap-4 p-5">
              <div>
                <h2 className="text-xl font-semibold text-brand-900">{copy.rates.heading}</h2>
                <p className="mt-1 text-sm text-muted">{copy.rates.lead}</p>
              </div>
              {rates.isPending ? (
                <Spinner className="mx-auto flex justify-center py-6" label="Loading the rates" />
              ) : rates.isError ? (
                <p role="alert" className="text-red-900">
                  {copy.rates.loadFailed}
                </p>
              ) : (
                <LevelRates rates={rates.data} onOpen={(level, rate) => setRateTarget({ level, rate })} />
              )}
            </Card>
            <PayerFormDialog mode={editing ? { kind: 'edit', payer: p } : null} onClose={() => setEditing(false)} />
            <RateFormDialog payerId={p.id} target={rateTarget} onClose={() => setRateTarget(null)} />
          </>
        )}
      </div>
    </div>
  );
}
