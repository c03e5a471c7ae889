import { useRef } from 'react';
import type { AvailabilityRecord } from '@domain/availability';
import { todayIn } from '@domain/dates';
import { WEEKDAY_LABELS, WEEKDAYS } from '@domain/weekdays';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { availabilityCopy } from '@/content/availability';
import { wallTimeText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { useSend } from '@/lib/use-send';
import { useDriverAvailability, useRequestChange, type AvailabilityBody } from '../api/driver-availability';
import { ChangeForm, ChangeRows } from './shift-changes';

const copy = availabilityCopy.mine;

/**
 * The driver's own week on the portal (docs/decisions/117-availability.md): the shifts the office set, the days off
 * and changed hours from today on with their answers, and a request for another. Large controls for a phone.
 */
export function MyWeek({ driverId }: { driverId: string }) {
  const record = useDriverAvailability(driverId);
  if (record.isPending) return <Spinner label={copy.loading} />;
  if (record.isError)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-danger">{copy.loadFailed}</p>
        <Button variant="secondary" onClick={() => void record.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  return <Week driverId={driverId} record={record.data} />;
}

function Week({ driverId, record }: { driverId: string; record: AvailabilityRecord }) {
  const { timeZone } = useCompany();
  const today = todayIn(timeZone);
  const upcoming = record.exceptions.filter((e) => e.date >= today);
  const ask = useRequestChange(driverId);
  // Whether the last send was taken, for the form to empty itself only then.
  const taken = useRef(false);
  const { send, pending, errors } = useSend<AvailabilityBody['exceptions'][number], unknown, 'date'>({
    run: ask.mutateAsync,
    succeeded: { title: copy.sent },
    done: () => {
      taken.current = true;
    },
    failed: copy.sendFailed,
    fields: ['date'],
  });
  return (
    <div className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <section aria-labelledby="my-week-shifts" className="grid gap-2">
        <h3 id="my-week-shifts" className="text-lg font-semibold text-brand-900">
          {copy.weekHeading}
        </h3>
        {!record.onFile ? (
          <p className="text-muted">{copy.defaultHours}</p>
        ) : record.week.length === 0 ? (
          <p className="text-muted">{copy.noDays}</p>
        ) : (
          <ul className="grid gap-1 text-lg">
            {WEEKDAYS.flatMap((day) => {
              const shift = record.week.find((w) => w.day === day);
              return shift
                ? [
                    <li key={day} className="flex justify-between gap-3">
                      <span>{WEEKDAY_LABELS[day]}</span>
                      <span className="tabular-nums">
                        {wallTimeText(shift.start)}–{wallTimeText(shift.end)}
                      </span>
                    </li>,
                  ]
                : [];
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-week-changes" className="grid gap-2">
        <h3 id="my-week-changes" className="text-lg font-semibold text-brand-900">
          {copy.changesHeading}
        </h3>
        {upcoming.length === 0 ? (
          <p className="text-muted">{copy.noChanges}</p>
        ) : (
          <ul className="grid gap-2">
            {upcoming.map((change) => (
              <li key={change.id} className="flex flex-wrap items-center justify-between gap-2">
                <ChangeRows.Line change={change} />
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink">
                  {availabilityCopy.status[change.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-week-ask" className="grid gap-2">
        <h3 id="my-week-ask" className="text-lg font-semibold text-brand-900">
          {copy.askHeading}
        </h3>
        <p className="text-muted">{copy.askLead}</p>
        <ChangeForm
          idPrefix="my-week"
          taken={upcoming.filter((e) => e.status !== 'declined').map((e) => e.date)}
          submit={pending ? copy.sending : copy.send}
          pending={pending}
          serverErrors={errors}
          onAdd={async (change) => {
            taken.current = false;
            await send(change);
            return taken.current;
          }}
        />
      </section>
    </div>
  );
}
