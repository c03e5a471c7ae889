import { useId, useState, type FormEvent } from 'react';
import type { ClaimFile } from '@domain/claim-answer';
import { CLAIM_FILE_KIND_LABELS } from '@domain/claim-answer-words';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import type { ToastOptions } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { failureToast, useSend } from '@/lib/use-send';
import { usePostClaimFile } from '../api/claim-answers';
import { billingCopy } from '../content';
import { dollars } from '../lib/billing-display';
import { ClaimFileLines } from './claim-file-lines';

const copy = billingCopy.answers;

/** What a posted file did, in one line: its kind and lines, then what needs the clerk. */
export function fileSummary(file: ClaimFile): string {
  return [
    copy.result(CLAIM_FILE_KIND_LABELS[file.kind], file.lineCount),
    file.unmatchedCount > 0 ? copy.unmatched(file.unmatchedCount) : null,
    file.rejectedCount > 0 ? copy.rejected(file.rejectedCount) : null,
    file.paid !== null ? copy.paid(dollars(file.paid)) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Upload of a clearinghouse file: read as text on the device, posted whole. A file the server cannot read is refused
 * with its reason under the field, and nothing is posted; the answer's lines show at once what the file did.
 */
export function ClaimFileUpload() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [posted, setPosted] = useState<ClaimFile | null>(null);
  const post = usePostClaimFile();
  const sending = useSend({
    run: (body: { fileName: string; content: string }) => post.mutateAsync(body),
    succeeded: (result: ClaimFile) => billingCopy.toasts.filePosted(fileSummary(result)),
    done: (result: ClaimFile) => setPosted(result),
    // A refusal of the file itself shows under the field; anything else (the network, a 409) is a toast.
    failed: (error): ToastOptions | null =>
      error instanceof ApiError && error.fieldErrors.content
        ? null
        : failureToast(error, billingCopy.toasts.fileNotPosted),
    fields: ['content'] as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPosted(null);
    if (!file) {
      sending.setErrors({ content: copy.chooseFile });
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      sending.setErrors({ content: copy.unreadable });
      return;
    }
    sending.setErrors({});
    await sending.send({ fileName: file.name, content });
  };

  return (
    <Card className="grid gap-4 p-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-brand-900">{copy.uploadHeading}</h2>
        <p className="text-sm text-muted">{copy.uploadLead}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:flex sm:items-end" noValidate>
        <div className="sm:flex-1">
          <FormField id={inputId} label={copy.fileLabel} hint={copy.fileHint} error={sending.errors.content}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".x12,.edi,.835,.999,.277,.txt,text/plain,application/edi-x12"
                className="block w-full rounded-md border border-slate-300 bg-white p-2 text-base text-ink file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  sending.setErrors({});
                }}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" disabled={sending.pending} className="sm:mb-6">
          {sending.pending ? copy.posting : copy.post}
        </Button>
      </form>
      {posted ? (
        <div className="grid gap-3">
          <p role="status" className="font-medium text-brand-900">
            {posted.duplicate ? `${copy.duplicate} ` : ''}
            {fileSummary(posted)}
          </p>
          {!posted.balanced ? <p className="font-medium text-red-800">{copy.unbalanced}</p> : null}
          <ClaimFileLines lines={posted.lines} />
        </div>
      ) : null}
    </Card>
  );
}
