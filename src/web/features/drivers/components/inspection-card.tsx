import { useState, type FormEvent } from 'react';
import { AlertTriangle, ClipboardCheck, Phone } from 'lucide-react';
import { phoneHref } from '@domain/company';
import type { Inspection } from '@domain/inspection';
import {
  faultsOf,
  INSPECTION_ITEM_LABELS,
  INSPECTION_ITEMS,
  NOT_FITTED_ALLOWED,
  type InspectionAnswer,
  type InspectionItem,
} from '@domain/inspection-items';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { myJobsCopy } from '@/content/my-jobs';
import { useCompany } from '@/lib/company-profile';
import { cn } from '@/lib/cn';
import { formatTimeOfDay } from '@/lib/dates';
import { useSend } from '@/lib/use-send';
import { useRecordInspection } from '../api/record-inspection';

const copy = myJobsCopy.inspection;
type Answers = Partial<Record<InspectionItem, InspectionAnswer>>;

/** The answers each item offers: equipment a sedan does not carry may be "not fitted". */
const answersFor = (item: InspectionItem): InspectionAnswer[] =>
  NOT_FITTED_ALLOWED.includes(item) ? ['ok', 'fault', 'not_fitted'] : ['ok', 'fault'];

/** What is wrong with the sheet before it is sent, in the server's words for the same fields. */
function sheetErrors(answers: Answers, odometer: string, notes: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of INSPECTION_ITEMS) if (!answers[item]) errors[`items.${item}`] = copy.needAnswer;
  const miles = Number(odometer);
  if (odometer.trim() === '') errors.odometer = copy.needOdometer;
  else if (!Number.isFinite(miles) || miles < 0) errors.odometer = copy.badOdometer;
  if (faultsOf(answers).length > 0 && notes.trim() === '') errors.notes = copy.needNotes;
  return errors;
}

/**
 * The pre-trip checklist (docs/decisions/063-pre-trip-inspection.md): each item OK or at fault in one large tap,
 * the odometer, and a word on any fault. Sent once; the run opens when it passes.
 */
export function InspectionForm() {
  const [answers, setAnswers] = useState<Answers>({});
  const [odometer, setOdometer] = useState('');
  const [notes, setNotes] = useState('');
  const record = useRecordInspection();
  const { send, pending, errors, setErrors } = useSend({
    run: record.mutateAsync,
    succeeded: (inspection) => (inspection.status === 'failed' ? copy.failedToast : copy.passedToast),
    failed: { title: copy.sendFailed, description: copy.sendFailedLead },
  });
  const anyFault = faultsOf(answers).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = sheetErrors(answers, odometer, notes);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(Object.keys(found)[0]!.replace('.', '-'))?.focus();
      return;
    }
    void send({
      items: answers as Record<InspectionItem, InspectionAnswer>,
      odometer: Number(odometer),
      ...(notes.trim() && { notes: notes.trim() }),
    });
  };

  return (
    <Card
      role="region"
      aria-labelledby="inspection-heading"
      className="grid gap-4 border-2 border-brand-600 p-4 sm:p-5"
    >
      <div>
        <h3 id="inspection-heading" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <ClipboardCheck aria-hidden="true" className="size-6" />
          {copy.heading}
        </h3>
        <p className="mt-1 text-ink">{copy.lead}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-3">
          {INSPECTION_ITEMS.map((item) => (
            <ItemAnswer
              key={item}
              item={item}
              value={answers[item]}
              error={errors[`items.${item}`]}
              onChange={(value) => setAnswers((now) => ({ ...now, [item]: value }))}
            />
          ))}
        </div>
        <FormField id="odometer" label={copy.odometer} error={errors.odometer}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={odometer}
              onChange={(event) => setOdometer(event.currentTarget.value)}
              className="h-12 text-lg"
            />
          )}
        </FormField>
        <FormField id="notes" label={anyFault ? copy.notes : copy.notesOptional} error={errors.notes}>
          {(control) => (
            <Textarea {...control} rows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
          )}
        </FormField>
        {Object.keys(errors).length ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {copy.fix}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? copy.sending : copy.submit}
        </Button>
      </form>
    </Card>
  );
}

/** One item of the checklist as a row of large radio buttons. */
function ItemAnswer({
  item,
  value,
  error,
  onChange,
}: {
  item: InspectionItem;
  value: InspectionAnswer | undefined;
  error: string | undefined;
  onChange: (value: InspectionAnswer) => void;
}) {
  const errorId = error ? `items-${item}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="grid gap-1.5">
      <legend className="mb-1.5 font-semibold text-ink">{INSPECTION_ITEM_LABELS[item]}</legend>
      <div className="flex gap-2">
        {answersFor(item).map((answer, index) => (
          <label
            key={answer}
            className={cn(
              'flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-lg border-2 px-2 text-base font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2',
              value === answer
                ? answer === 'fault'
                  ? 'border-red-700 bg-red-700 text-white'
                  : 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-ink hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`inspection-${item}`}
              value={answer}
              checked={value === answer}
              onChange={() => onChange(answer)}
              // The first answer carries the id a failed check moves focus to.
              {...(index === 0 && { id: `items-${item}`, 'aria-invalid': Boolean(error) })}
            />
            {copy.answers[answer]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The day's inspection once answered: a quiet line when it passed or was cleared, the fault and a call button when not. */
export function InspectionStatus({ inspection }: { inspection: Inspection }) {
  const company = useCompany();
  const formatTime = (iso: string) => formatTimeOfDay(iso, company.timeZone);
  if (inspection.status !== 'failed') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-800">
        <ClipboardCheck aria-hidden="true" className="size-4" />
        {inspection.status === 'passed'
          ? copy.passed(formatTime(inspection.inspectedAt))
          : copy.cleared(formatTime(inspection.clearedAt ?? inspection.inspectedAt))}
      </p>
    );
  }
  return (
    <section
      role="alert"
      aria-labelledby="inspection-fault-heading"
      className="grid gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4"
    >
      <h3 id="inspection-fault-heading" className="flex items-center gap-2 text-lg font-bold text-red-900">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {copy.faultHeading}
      </h3>
      <ul className="list-disc pl-6 font-semibold text-red-900">
        {inspection.faults.map((item) => (
          <li key={item}>{INSPECTION_ITEM_LABELS[item]}</li>
        ))}
      </ul>
      {inspection.notes ? <p className="wrap-anywhere whitespace-pre-line text-ink">{inspection.notes}</p> : null}
      <p className="text-ink">{copy.faultLead}</p>
      <a
        href={phoneHref(company.phone)}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-base font-semibold text-white"
      >
        <Phone aria-hidden="true" className="size-5" />
        {company.phone}
      </a>
    </section>
  );
}
