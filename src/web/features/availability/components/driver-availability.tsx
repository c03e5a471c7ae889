import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AvailabilityRecord, ShiftExceptionRecord } from '@domain/availability';
import { WEEKDAYS, type Weekday } from '@domain/weekdays';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { SectionHeading } from '@/components/ui/detail-list';
import { PlaceFields } from '@/components/ui/place-fields';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { availabilityCopy as copy } from '@/content/availability';
import { errorMessage } from '@/lib/api-client';
import { placeToForm, emptyPlace, type PlaceFormValues } from '@/lib/place-form';
import { useSend } from '@/lib/use-send';
import {
  useAnswerRequest,
  useDriverAvailability,
  useSaveAvailability,
  type AvailabilityBody,
} from '../api/driver-availability';
import { ChangeForm, ChangeRows, type Change } from './shift-changes';
import { WeekRows, type DayHours } from './week-rows';

/**
 * The administrator's view of one driver's availability (docs/decisions/117-availability.md): the week, where the
 * day starts and ends, the days off and changed hours, and the driver's requests to approve or decline.
 */
export function DriverAvailability({ driverId }: { driverId: string }) {
  const record = useDriverAvailability(driverId);
  return (
    <section className="grid gap-3" aria-label={copy.heading}>
      <SectionHeading>{copy.heading}</SectionHeading>
      {record.isPending ? (
        <Spinner label="Loading availability" />
      ) : record.isError ? (
        <p className="text-sm text-danger">{errorMessage(record.error, 'Could not load the availability')}</p>
      ) : (
        <AvailabilityForm key={record.dataUpdatedAt} driverId={driverId} record={record.data} />
      )}
    </section>
  );
}

interface PlaceValues {
  startPlace: PlaceFormValues;
  endPlace: PlaceFormValues;
}

const blank = (place: PlaceFormValues) => !place.street.trim() && !place.city.trim() && !place.zip.trim();
const placeBody = (place: PlaceFormValues) => (blank(place) ? null : { ...place, unit: place.unit || null });

type PlaceField = `${keyof PlaceValues}.${keyof PlaceFormValues}`;
const PLACE_FIELDS = ['street', 'unit', 'city', 'state', 'zip', 'placeType'].flatMap((f) => [
  `startPlace.${f}`,
  `endPlace.${f}`,
]) as PlaceField[];

function weekOf(record: AvailabilityRecord): Record<Weekday, DayHours> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const shift = record.week.find((w) => w.day === day);
      return [day, { works: !!shift, start: shift?.start ?? '08:00', end: shift?.end ?? '16:00' }];
    }),
  ) as Record<Weekday, DayHours>;
}

function AvailabilityForm({ driverId, record }: { driverId: string; record: AvailabilityRecord }) {
  const [week, setWeek] = useState(() => weekOf(record));
  const [changes, setChanges] = useState<Change[]>(() => record.exceptions.filter((e) => e.status === 'approved'));
  const [weekErrors, setWeekErrors] = useState<Partial<Record<Weekday, string>>>({});
  const [sameEnd, setSameEnd] = useState(record.endPlace === null);
  const [ownWeek, setOwnWeek] = useState(record.onFile);
  const places = useForm<PlaceValues>({
    defaultValues: {
      startPlace: record.startPlace ? placeToForm(record.startPlace) : emptyPlace('residence'),
      endPlace: record.endPlace ? placeToForm(record.endPlace) : emptyPlace('residence'),
    },
  });
  const save = useSaveAvailability(driverId);
  const { send, pending } = useSend<AvailabilityBody, unknown, PlaceField>({
    run: save.mutateAsync,
    succeeded: { title: copy.saved },
    failed: copy.saveFailed,
    fields: PLACE_FIELDS,
    setError: places.setError,
  });
  const waiting = record.exceptions.filter((e) => e.status === 'requested');

  const submit = places.handleSubmit((values) => {
    const wrong = Object.fromEntries(
      WEEKDAYS.filter((day) => ownWeek && week[day].works && !(week[day].end > week[day].start)).map((day) => [
        day,
        copy.endAfterStart,
      ]),
    );
    setWeekErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    void send({
      week: ownWeek ? WEEKDAYS.filter((day) => week[day].works).map((day) => ({ day, ...hoursOf(week[day]) })) : null,
      startPlace: placeBody(values.startPlace),
      endPlace: sameEnd ? null : placeBody(values.endPlace),
      exceptions: changes.map(({ date, kind, start, end, note }) => ({ date, kind, start, end, note })),
    });
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <CheckboxField
        id={`${driverId}-default-hours`}
        label={copy.defaultHours}
        hint={copy.defaultHoursHint}
        checked={!ownWeek}
        onChange={(event) => setOwnWeek(!event.currentTarget.checked)}
      />
      {ownWeek ? <WeekRows driverId={driverId} week={week} errors={weekErrors} onChange={setWeek} /> : null}
      <PlaceFields
        prefix="startPlace"
        legend={copy.startPlace}
        register={places.register}
        errors={places.formState.errors}
      />
      <CheckboxField
        id={`${driverId}-same-end`}
        label={copy.sameEnd}
        checked={sameEnd}
        onChange={(event) => setSameEnd(event.currentTarget.checked)}
      />
      {sameEnd ? null : (
        <PlaceFields
          prefix="endPlace"
          legend={copy.endPlace}
          register={places.register}
          errors={places.formState.errors}
        />
      )}
      {waiting.length > 0 ? <WaitingRequests driverId={driverId} requests={waiting} /> : null}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-brand-900">{copy.changesLegend}</legend>
        <ChangeRows changes={changes} onRemove={(date) => setChanges((all) => all.filter((c) => c.date !== date))} />
        <ChangeForm
          idPrefix={`${driverId}-change`}
          taken={changes.map((c) => c.date)}
          onAdd={(change) => {
            setChanges((all) => [...all, change].sort((a, b) => a.date.localeCompare(b.date)));
            return true;
          }}
        />
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}

const hoursOf = ({ start, end }: DayHours) => ({ start, end });

/** The driver's waiting requests, each answered on its own (the rest of the form is not sent with it). */
function WaitingRequests({ driverId, requests }: { driverId: string; requests: ShiftExceptionRecord[] }) {
  const answer = useAnswerRequest(driverId);
  // Awaited, not mutate's callbacks: the answer redraws the form (and this list goes) before those would run.
  const decide = async (requestId: string, approve: boolean) => {
    try {
      await answer.mutateAsync({ requestId, approve });
      toast({ title: copy.answered });
    } catch (error) {
      toast({ title: copy.answerFailed, description: errorMessage(error, copy.answerFailed), variant: 'destructive' });
    }
  };
  return (
    <ul className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3" aria-label={copy.status.requested}>
      {requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <ChangeRows.Line change={request} />
          <span className="flex gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => void decide(request.id, true)}
            >
              {copy.approve}
              <span className="sr-only"> {request.date}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={answer.isPending}
              onClick={() => void decide(request.id, false)}
            >
              {copy.decline}
              <span className="sr-only"> {request.date}</span>
            </Button>
          </span>
        </li>
      ))}
    </ul>
  );
}
