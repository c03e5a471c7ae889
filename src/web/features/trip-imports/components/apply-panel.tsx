import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { TripImport } from '@domain/trip-import';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { useSend } from '@/lib/use-send';
import { useApplyImport } from '../api/trip-imports';
import { importsCopy } from '../content';

const copy = importsCopy.apply;

/** The first day the manifest's trips fall on, for the board's link. */
const firstDay = (made: TripImport) =>
  made.rows
    .map((r) => r.values?.serviceDate)
    .filter((d): d is string => Boolean(d))
    .sort()[0];

/**
 * Apply with its count: the rows that make, change or cancel a trip. A file with errors is applied only with them
 * left out, said in so many words; once applied, what it did and the way to the day board.
 */
export function ApplyPanel({ made }: { made: TripImport }) {
  const id = useId();
  const { timeZone } = useCompany();
  const [skip, setSkip] = useState(false);
  const apply = useApplyImport(made.id);
  const sending = useSend({
    run: (skipErrorRows: boolean) => apply.mutateAsync(skipErrorRows),
    succeeded: (result) => ({ title: copy.applied, description: copy.done(result.result!) }),
    failed: copy.failed,
  });
  const day = firstDay(made);
  const board = day ? `/dispatch?date=${day}` : '/dispatch';

  if (made.status === 'applied')
    return (
      <Card className="grid gap-2 border-green-200 bg-green-50 p-4">
        <p role="status" className="font-semibold text-green-900">
          {copy.applied}: {copy.done(made.result!)}
        </p>
        <p className="text-sm text-green-900">
          {importsCopy.preview.appliedBy(made.appliedByName ?? '—', clockText(made.appliedAt!, 'moment', timeZone))}
        </p>
        <Link href={board} className={buttonClasses({ variant: 'secondary' }) + ' justify-self-start'}>
          {copy.board}
        </Link>
      </Card>
    );

  const writes = made.counts.new + made.counts.update + made.counts.cancel;
  const errors = made.counts.error;
  const blocked = errors > 0 && !skip;
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-lg font-semibold text-brand-900">{copy.heading}</h2>
      {errors > 0 ? (
        <CheckboxField
          id={id}
          label={copy.skip(errors)}
          hint={copy.skipHint}
          checked={skip}
          onChange={(event) => setSkip(event.currentTarget.checked)}
        />
      ) : null}
      {made.counts.held > 0 ? <p className="text-sm text-muted">{copy.held(made.counts.held)}</p> : null}
      {writes === 0 && made.counts.held === 0 ? <p className="text-muted">{copy.nothing}</p> : null}
      {blocked ? <p className="text-sm font-medium text-red-800">{copy.mustSkip}</p> : null}
      <Button
        size="lg"
        className="justify-self-start"
        disabled={sending.pending || blocked || writes === 0}
        onClick={() => void sending.send(skip)}
      >
        {sending.pending ? copy.applying : copy.count(writes)}
      </Button>
    </Card>
  );
}
