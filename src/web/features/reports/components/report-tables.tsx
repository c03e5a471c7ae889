import { useMemo } from 'react';
import type { PerformanceReport } from '@domain/report';
import { formatDollars } from '@domain/money';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { calendarText, clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { reportsCopy } from '../content';
import { groupLabel } from '../lib/group-label';

type Group = PerformanceReport['groups'][number];
type LateTrip = PerformanceReport['lateTrips']['trips'][number];
type Questionable = PerformanceReport['questionable']['trips'][number];

const orNone = (value: number | null) => (value === null ? '' : String(value));
const figure = (id: string, header: string, read: (g: Group) => number | null): DataColumn<Group> => ({
  id,
  header,
  cell: (g) => (read(g) === null ? reportsCopy.none : read(g)!.toLocaleString('en-US')),
  sortValue: (g) => read(g) ?? -1,
  csv: (g) => orNone(read(g)),
});

/** Every figure of every group, the table the charts draw from; Export CSV writes it as shown. */
export function GroupsTable({ report }: { report: PerformanceReport }) {
  const c = reportsCopy.groups.columns;
  const { groupBy } = report;
  const columns = useMemo<DataColumn<Group>[]>(
    () => [
      {
        id: 'group',
        header: c.group,
        cell: (g) => groupLabel(groupBy, g),
        // Periods sort by their key (a date), people and payers by name.
        sortValue: (g) => (groupBy === 'driver' || groupBy === 'payer' ? g.label : g.key),
        csv: (g) => groupLabel(groupBy, g),
        rowHeader: true,
      },
      figure('trips', c.trips, (g) => g.figures.tripsDone),
      figure('onTime', c.onTime, (g) => g.figures.onTimePickupPercent),
      figure('arrivals', c.arrivals, (g) => g.figures.onTimeArrivalPercent),
      figure('noShows', c.noShows, (g) => g.figures.noShowPercent),
      figure('late', c.late, (g) => g.figures.lateCancellationPercent),
      figure('sameDay', c.sameDay, (g) => g.figures.sameDayCancellationPercent),
      figure('missed', c.missed, (g) => g.figures.missedTrips),
      figure('hours', c.hours, (g) => g.figures.vehicleHours),
      figure('perHour', c.perHour, (g) => g.figures.tripsPerVehicleHour),
      { ...figure('loaded', c.loaded, (g) => g.figures.loadedMiles), hidden: true },
      { ...figure('empty', c.empty, (g) => g.figures.emptyMiles), hidden: true },
      {
        id: 'billed',
        header: c.billed,
        cell: (g) => formatDollars(g.figures.billedCents),
        sortValue: (g) => g.figures.billedCents,
        csv: (g) => formatDollars(g.figures.billedCents),
      },
      {
        id: 'collected',
        header: c.collected,
        cell: (g) => formatDollars(g.figures.collectedCents),
        sortValue: (g) => g.figures.collectedCents,
        csv: (g) => formatDollars(g.figures.collectedCents),
        hidden: true,
      },
    ],
    [c, groupBy],
  );
  return (
    <DataTable
      caption={reportsCopy.groups.caption}
      rows={report.groups}
      columns={columns}
      summary={reportsCopy.groups.shown(report.groups.length)}
    />
  );
}

const tripName = (t: { brokerTripId: string | null; jobId: string }) => t.brokerTripId ?? t.jobId.slice(0, 8);

/** A trip's log, the document an auditor reads: opened in a new tab. */
function TripLogLink({ jobId, label }: { jobId: string; label: string }) {
  return (
    <a
      href={`/api/jobs/${jobId}/trip-log.pdf`}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-brand-800 underline underline-offset-4"
    >
      {label}
    </a>
  );
}

type ReportTrip = Pick<LateTrip, 'jobId' | 'brokerTripId' | 'patientName' | 'driverName'>;

/** The columns every list of trips starts with: the trip (its log), the rider and the driver. */
function tripColumns<T extends ReportTrip>(c: { trip: string; rider: string; driver: string }): DataColumn<T>[] {
  return [
    {
      id: 'trip',
      header: c.trip,
      cell: (t) => <TripLogLink jobId={t.jobId} label={tripName(t)} />,
      sortValue: (t) => tripName(t),
      csv: (t) => tripName(t),
      rowHeader: true,
    },
    {
      id: 'rider',
      header: c.rider,
      cell: (t) => t.patientName,
      sortValue: (t) => t.patientName,
      csv: (t) => t.patientName,
    },
    {
      id: 'driver',
      header: c.driver,
      cell: (t) => t.driverName ?? '',
      sortValue: (t) => t.driverName ?? '',
      csv: (t) => t.driverName ?? '',
    },
  ];
}

/** A list of trips under its heading, or a line saying there is none. */
function TripList<T extends ReportTrip>({
  id,
  copy,
  trips,
  count,
  columns,
}: {
  id: string;
  copy: { heading: string; caption: string; none: string; shown: (n: number, of: number) => string };
  trips: T[];
  count: number;
  columns: DataColumn<T>[];
}) {
  return (
    <section className="grid min-w-0 gap-3" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {copy.heading}
      </h2>
      {count === 0 ? (
        <p className="text-muted">{copy.none}</p>
      ) : (
        <DataTable caption={copy.caption} rows={trips} columns={columns} summary={copy.shown(trips.length, count)} />
      )}
    </section>
  );
}

export function LateTripsTable({ report }: { report: PerformanceReport }) {
  const { timeZone } = useCompany();
  const c = reportsCopy.late.columns;
  const columns = useMemo<DataColumn<LateTrip>[]>(
    () => [
      ...tripColumns<LateTrip>(c),
      {
        id: 'scheduled',
        header: c.scheduled,
        cell: (t) => clockText(t.scheduledPickup, 'dayTimeZoned', timeZone),
        sortValue: (t) => t.scheduledPickup,
        csv: (t) => t.scheduledPickup,
      },
      {
        id: 'pickedUp',
        header: c.pickedUp,
        cell: (t) => clockText(t.pickedUpAt, 'timeZoned', timeZone),
        sortValue: (t) => t.pickedUpAt,
        csv: (t) => t.pickedUpAt,
      },
      {
        id: 'late',
        header: c.late,
        cell: (t) => t.minutesLate,
        sortValue: (t) => t.minutesLate,
        csv: (t) => String(t.minutesLate),
      },
      {
        id: 'reason',
        header: c.reason,
        cell: (t) => reportsCopy.late.reason(t.lateReason, t.lateNote),
        sortValue: (t) => t.lateReason ?? '',
        csv: (t) => reportsCopy.late.reason(t.lateReason, t.lateNote),
      },
    ],
    [c, timeZone],
  );
  return (
    <TripList
      id="late-trips"
      copy={reportsCopy.late}
      trips={report.lateTrips.trips}
      count={report.lateTrips.count}
      columns={columns}
    />
  );
}

export function QuestionableTable({ report }: { report: PerformanceReport }) {
  const c = reportsCopy.questionable.columns;
  const words = (t: Questionable) => t.reasons.map((r) => reportsCopy.questionable.labels[r]).join('; ');
  const columns = useMemo<DataColumn<Questionable>[]>(
    () => [
      ...tripColumns<Questionable>(c),
      {
        id: 'day',
        header: c.day,
        cell: (t) => calendarText(t.day, 'date'),
        sortValue: (t) => t.day,
        csv: (t) => t.day,
      },
      { id: 'reasons', header: c.reasons, cell: words, csv: words },
    ],
    [c],
  );
  return (
    <TripList
      id="questionable-trips"
      copy={reportsCopy.questionable}
      trips={report.questionable.trips}
      count={report.questionable.count}
      columns={columns}
    />
  );
}

/** The report's three tables, fetched after its figures and charts are drawn: they carry the table library. */
export function ReportTables({ report }: { report: PerformanceReport }) {
  return (
    <>
      <GroupsTable report={report} />
      <LateTripsTable report={report} />
      <QuestionableTable report={report} />
    </>
  );
}
