import { useCallback, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { JobMoveConfirmation } from '@domain/job-move-confirmation';
import {
  ATTESTATION_TEXT,
  NO_SIGNATURE_REASON_LABELS,
  NO_SIGNATURE_REASONS,
  type NoSignatureReason,
} from '@domain/proof';
import { SIGNER_TYPE_LABELS, SIGNER_TYPES, type SignerType } from '@domain/proof-words';
import { signatureImageProblem } from '@domain/signature-image';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { myJobsCopy } from '@/content/my-jobs';
import type { DriverJob } from '../api/get-driver-jobs';
import { currentFix } from '../lib/current-fix';
import { useRecordStep } from './step-queue-provider';
import { SignatureField } from './signature-field';

const copy = myJobsCopy.dropoffProof;

interface DropoffDialogProps {
  job: DriverJob | null;
  confirmation: JobMoveConfirmation | null;
  onClose: () => void;
}

/**
 * Marking a trip complete is its drop-off (docs/decisions/056-proof-of-service.md): the rider signs on the phone,
 * or the driver says why they cannot; the odometer if the driver reads it; and the driver's statement.
 */
export function DropoffDialog({ job, confirmation, onClose }: DropoffDialogProps) {
  return (
    <Dialog open={job !== null && confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      {job && confirmation ? (
        <DialogContent title={confirmation.title} description={confirmation.description}>
          <DropoffForm
            key={job.id}
            job={job}
            otherDay={confirmation.otherDay}
            confirmLabel={confirmation.confirmLabel}
            onDone={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DropoffForm({
  job,
  otherDay,
  confirmLabel,
  onDone,
}: {
  job: DriverJob;
  otherDay: boolean;
  confirmLabel: string;
  onDone: () => void;
}) {
  // Kept on the phone first and sent when there is signal, like every step (docs/decisions/059-steps-without-signal.md).
  const { take, pending } = useRecordStep();
  const [signature, setSignature] = useState<string | null>(null);
  const [cannotSign, setCannotSign] = useState(false);
  const [reason, setReason] = useState<NoSignatureReason | ''>('');
  const [signerType, setSignerType] = useState<SignerType>('rider');
  const [signerName, setSignerName] = useState('');
  const [odometer, setOdometer] = useState('');
  const [attested, setAttested] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSignature = useCallback((png: string | null) => setSignature(png), []);

  const submit = () => {
    const found: Record<string, string> = {};
    if (!cannotSign && !signature) found.signature = copy.needSignature;
    // The server's own check (docs/decisions/056-proof-of-service.md): a step it would refuse is not queued to wait for signal.
    const imageProblem = !cannotSign && signature ? signatureImageProblem(signature) : null;
    if (imageProblem) found.signature = imageProblem;
    if (cannotSign && !reason) found.noSignatureReason = copy.needReason;
    if (!cannotSign && signerType !== 'rider' && !signerName.trim()) found.signerName = copy.needSignerName;
    if (!attested) found.attestation = copy.needAttestation;
    const miles = odometer.trim() === '' ? null : Number(odometer);
    if (miles !== null && (!Number.isFinite(miles) || miles < 0)) found.odometer = copy.badOdometer;
    setErrors(found);
    if (Object.keys(found).length) return;
    const at = new Date().toISOString();
    void currentFix().then(async (fix) => {
      const result = await take(
        job,
        'dropoff',
        {
          at,
          ...fix,
          ...(cannotSign
            ? { noSignatureReason: reason as NoSignatureReason }
            : { signature, signerType, ...(signerType === 'rider' ? {} : { signerName: signerName.trim() }) }),
          odometer: miles,
          attestation: true,
        },
        myJobsCopy.toasts.statusUpdated,
      );
      // Refused (an odometer below the pickup's, say): the reasons go under their fields and the dialog stays.
      if (result.outcome === 'refused') setErrors(result.fieldErrors);
      else onDone();
    });
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {otherDay ? (
        <p className="flex items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          {myJobsCopy.otherDayWarning}
        </p>
      ) : null}
      <SignatureField
        id={`signature-${job.id}`}
        onChange={onSignature}
        error={errors.signature}
        disabled={cannotSign}
      />
      {cannotSign ? null : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`signer-${job.id}`} label={copy.signer}>
            {(control) => (
              <Select
                {...control}
                value={signerType}
                onChange={(event) => setSignerType(event.currentTarget.value as SignerType)}
              >
                {SIGNER_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {SIGNER_TYPE_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {signerType === 'rider' ? null : (
            <FormField id={`signer-name-${job.id}`} label={copy.signerName} error={errors.signerName}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  maxLength={120}
                  value={signerName}
                  onChange={(event) => setSignerName(event.currentTarget.value)}
                />
              )}
            </FormField>
          )}
        </div>
      )}
      <CheckboxField
        id={`cannot-sign-${job.id}`}
        label={copy.cannotSign}
        checked={cannotSign}
        onChange={(event) => setCannotSign(event.currentTarget.checked)}
      />
      {cannotSign ? (
        <FormField id={`no-signature-reason-${job.id}`} label={copy.reason} error={errors.noSignatureReason}>
          {(control) => (
            <Select
              {...control}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value as NoSignatureReason | '')}
            >
              <option value="">{copy.choose}</option>
              {NO_SIGNATURE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {NO_SIGNATURE_REASON_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      <FormField id={`odometer-${job.id}`} label={copy.odometer} error={errors.odometer}>
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={odometer}
            onChange={(event) => setOdometer(event.currentTarget.value)}
          />
        )}
      </FormField>
      <div className="rounded-md bg-slate-50 p-3">
        <p className="text-sm text-ink">{ATTESTATION_TEXT}</p>
        <CheckboxField
          id={`attest-${job.id}`}
          label={copy.attest}
          checked={attested}
          onChange={(event) => setAttested(event.currentTarget.checked)}
          error={errors.attestation}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{myJobsCopy.keepJob}</Button>
        </DialogClose>
        <Button type="submit" size="lg" disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
