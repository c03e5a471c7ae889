import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { CheckCircle2, Download, FileText, Plus, Send, XCircle } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { BackLink, RecordState, StaffPage } from '@/components/ui/staff-page';
import { toast } from '@/components/ui/use-toast';
import { payCopy as copy } from '@/content/pay';
import { failureDescription } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { formatMoment } from '@/lib/dates';
import { useChangePayStatement } from '../api/change-pay-statement';
import { usePayStatement } from '../api/get-pay-statements';
import { payKeys } from '../api/pay-keys';
import { AdjustmentDialog } from '../components/adjustment-dialog';
import { IssueDialog } from '../components/issue-dialog';
import { PaidDialog } from '../components/paid-dialog';
import { PayStatusBadge } from '../components/pay-status-badge';
import { StatementAdjustments, StatementLines } from '../components/statement-tables';
import { VoidDialog } from '../components/void-dialog';
import { csvHref, dollars, pdfHref, usDate } from '../lib/pay-display';

const { details } = copy;

/** /pay/:id: one statement's trips and adjustments, its total and due date, and what may be done with it now. */
export function PayStatementPage() {
  const { id = '' } = useParams<{ id: string }>();
  const statement = usePayStatement(id);
  const change = useChangePayStatement();
  const { timeZone } = useCompany();
  const [dialog, setDialog] = useState<'issue' | 'adjust' | 'paid' | 'void' | null>(null);
  // Any change to a statement on its way (issue, mark paid, void, an adjustment): every action waits for it, so two
  // changes never race and none is made to a statement the first one has just changed.
  const busy = useIsMutating({ mutationKey: payKeys.all }) > 0;
  const close = () => setDialog(null);

  const act = async (action: 'issue' | 'void') => {
    try {
      await change.mutateAsync({ id, action });
      toast(action === 'issue' ? copy.toasts.issued : copy.toasts.voided);
      close();
    } catch (error) {
      toast({
        ...copy.toasts.changeFailed,
        description: failureDescription(error, copy.toasts.changeFailed.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <StaffPage>
      <BackLink href="/pay">{copy.backToList}</BackLink>
      <RecordState
        query={statement}
        loading="Loading the pay statement"
        text={{ notFound: copy.notFound, loadFailed: copy.loadOneFailed }}
      >
        {(s) => (
          <>
            <header className="grid gap-4">
              <div className="min-w-0">
                <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-brand-900">
                  {s.number} <PayStatusBadge status={s.status} />
                </h1>
                <p className="mt-1 text-muted">{s.driverName}</p>
              </div>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                {s.status === 'draft' ? (
                  <Button onClick={() => setDialog('issue')} disabled={busy}>
                    <Send aria-hidden="true" className="size-4" />
                    {copy.actions.issue}
                  </Button>
                ) : null}
                {s.status === 'issued' ? (
                  <Button onClick={() => setDialog('paid')} disabled={busy}>
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    {copy.actions.markPaid}
                  </Button>
                ) : null}
                {s.status === 'draft' || s.status === 'issued' ? (
                  <>
                    <Button variant="secondary" onClick={() => setDialog('adjust')} disabled={busy}>
                      <Plus aria-hidden="true" className="size-4" />
                      {copy.adjustments.add}
                    </Button>
                    <Button variant="secondary" onClick={() => setDialog('void')} disabled={busy}>
                      <XCircle aria-hidden="true" className="size-4" />
                      {copy.actions.void}
                    </Button>
                  </>
                ) : null}
                <a
                  href={pdfHref(s.id)}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {copy.actions.pdf}
                </a>
                <a href={csvHref(s.id)} download className={buttonClasses({ variant: 'secondary' })}>
                  <Download aria-hidden="true" className="size-4" />
                  {copy.actions.csv}
                </a>
              </div>
            </header>
            <Card className="p-5">
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <Detail label={details.driver}>{s.driverName}</Detail>
                <Detail label={details.period}>{copy.period(usDate(s.periodFrom), usDate(s.periodTo))}</Detail>
                <Detail label={details.due}>{s.dueOn ? usDate(s.dueOn) : '—'}</Detail>
                <Detail label={details.total}>
                  <span className="font-mono text-lg" data-testid="pay-total">
                    {dollars(s.total)}
                  </span>
                </Detail>
                {s.issuedAt ? <Detail label={details.issued}>{formatMoment(s.issuedAt, timeZone)}</Detail> : null}
                {s.paidOn ? <Detail label={details.paid}>{usDate(s.paidOn)}</Detail> : null}
                {s.voidedAt ? <Detail label={details.voided}>{formatMoment(s.voidedAt, timeZone)}</Detail> : null}
              </dl>
            </Card>
            <section aria-labelledby="pay-lines-heading" className="grid gap-3">
              <h2 id="pay-lines-heading" className="text-xl font-bold text-brand-900">
                {copy.lines.heading}
              </h2>
              <StatementLines statement={s} />
            </section>
            <section aria-labelledby="pay-adjustments-heading" className="grid gap-3">
              <h2 id="pay-adjustments-heading" className="text-xl font-bold text-brand-900">
                {copy.adjustments.heading}
              </h2>
              <StatementAdjustments statement={s} />
            </section>
            <IssueDialog
              number={s.number}
              driverName={s.driverName}
              open={dialog === 'issue'}
              busy={change.isPending}
              onClose={close}
              onConfirm={() => void act('issue')}
            />
            <AdjustmentDialog statementId={s.id} open={dialog === 'adjust'} onClose={close} />
            <PaidDialog statementId={s.id} open={dialog === 'paid'} onClose={close} />
            <VoidDialog
              open={dialog === 'void'}
              busy={change.isPending}
              onClose={close}
              onConfirm={() => void act('void')}
            />
          </>
        )}
      </RecordState>
    </StaffPage>
  );
}
