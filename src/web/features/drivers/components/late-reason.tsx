import { useEffect, useRef, useState } from 'react';
import { LATE_REASON_LABELS, LATE_REASONS, type LateReason } from '@domain/proof-words';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { myJobsCopy } from '@/content/my-jobs';

const copy = myJobsCopy.steps;

export interface LateAnswer {
  lateReason: LateReason;
  lateNote?: string;
}

/**
 * Why a pickup is late, asked before it is recorded (docs/decisions/107-late-reasons-and-signers.md): one big tap per
 * reason; "Other" asks what happened. Works without signal: the answer goes with the queued pickup.
 */
export function LateReasonStep({
  jobId,
  minutesLate,
  onAnswer,
  onBack,
}: {
  jobId: string;
  minutesLate: number;
  onAnswer: (answer: LateAnswer) => void;
  onBack: () => void;
}) {
  const [other, setOther] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // The tapped button is gone: the question takes the focus, read first by a screen reader.
  useEffect(() => (other ? field.current?.focus() : heading.current?.focus()), [other]);
  const titleId = `late-${jobId}`;
  return (
    <section className="grid gap-3" aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold text-amber-900">
        {copy.lateTitle(minutesLate)}
      </h3>
      <p className="text-sm text-muted">{copy.lateHint}</p>
      {other ? (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!note.trim()) setError(copy.needLateNote);
            else onAnswer({ lateReason: 'other', lateNote: note.trim() });
          }}
        >
          <FormField id={`late-note-${jobId}`} label={copy.lateNote} error={error}>
            {(control) => (
              <Input
                {...control}
                ref={field}
                className="min-h-14 text-lg"
                maxLength={500}
                value={note}
                onChange={(event) => {
                  setNote(event.currentTarget.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" className="min-h-14 text-lg">
            {copy.lateContinue}
          </Button>
        </form>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {LATE_REASONS.map((reason) => (
            <Button
              key={reason}
              size="lg"
              variant="secondary"
              className="min-h-14 text-lg"
              onClick={() => (reason === 'other' ? setOther(true) : onAnswer({ lateReason: reason }))}
            >
              {LATE_REASON_LABELS[reason]}
            </Button>
          ))}
        </div>
      )}
      <Button type="button" variant="ghost" className="justify-self-center" onClick={onBack}>
        {myJobsCopy.keepJob}
      </Button>
    </section>
  );
}
