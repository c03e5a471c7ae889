import { useState } from 'react';
import { useParams } from 'wouter';
import { PAYER_TYPE_LABELS, TRIP_NUMBER_PLACEMENT_LABELS } from '@domain/payer';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { Spinner } from '@/components/ui/spinner';
import { BackLink, EditButton, RecordState, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { payersCopy as copy } from '@/content/payers';
import { usePayer } from '../api/get-payer';
import { usePayerRates } from '../api/get-payer-rates';
import { LevelRates } from '../components/level-rates';
import { PayerActiveBadge } from '../components/payer-badges';
import { PayerFormDialog } from '../components/payer-form-dialog';
import { RateFormDialog, type RateDialogTarget } from '../components/rate-form-dialog';

const { details } = copy;

/**
 * /payers/:id: the payer's details and claim settings, Edit, and its rate for each level of service. The router
 * admits administrators only.
 */
export function PayerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const payer = usePayer(id);
  const rates = usePayerRates(id);
  const [editing, setEditing] = useState(false);
  const [rateTarget, setRateTarget] = useState<RateDialogTarget | null>(null);

  return (
    <StaffPage>
      <BackLink href="/payers">{copy.backToList}</BackLink>
      <RecordState
        query={payer}
        loading="Loading the payer"
        text={{ notFound: copy.notFound, loadFailed: copy.loadOneFailed }}
      >
        {(p) => (
          <>
            <StaffPageHeader
              title={
                <>
                  {p.name} <PayerActiveBadge active={p.active} />
                </>
              }
              lead={PAYER_TYPE_LABELS[p.type]}
              action={<EditButton onClick={() => setEditing(true)}>{copy.edit}</EditButton>}
            />
            <Card className="grid gap-4 p-5">
              <h2 className="sr-only">{details.heading}</h2>
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <Detail label={details.terms}>{copy.terms(p.termsDays)}</Detail>
                <Detail label={details.signature}>
                  {p.signatureRequired ? copy.signatureRequired : copy.signatureNotRequired}
                </Detail>
                <Detail label={details.payerCode}>
                  {p.payerCode ? <span className="font-mono">{p.payerCode}</span> : copy.noPayerCode}
                </Detail>
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
                  <a
                    href={`mailto:${p.contactEmail}`}
                    className="break-all text-brand-800 underline underline-offset-4"
                  >
                    {p.contactEmail}
                  </a>
                </Detail>
                <Detail label={details.defaultDiagnosis}>
                  {p.defaultDiagnosisCode ? (
                    <span className="font-mono">{p.defaultDiagnosisCode}</span>
                  ) : (
                    details.noDefaultDiagnosis
                  )}
                </Detail>
                <Detail label={details.claimsMode}>{p.claimsLive ? details.claimsLive : details.claimsTest}</Detail>
                <Detail label={details.tripNumberOn}>
                  {p.tripNumberOn ? TRIP_NUMBER_PLACEMENT_LABELS[p.tripNumberOn] : details.tripNumberNotSent}
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
      </RecordState>
    </StaffPage>
  );
}
