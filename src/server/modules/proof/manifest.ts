import type { Content, ContentTable, ContentText, TableCell } from 'pdfmake/interfaces';
import type { CompanyProfile } from '../../../domain/company-profile';
import { timeZoneLabel, todayIn } from '../../../domain/dates';
import type { JobListItem } from '../../../domain/job';
import { LEVEL_OF_SERVICE_LABELS } from '../../../domain/level-of-service';
import { JOB_STATUS_LABELS, statusLabel } from '../../../domain/statuses';
import { CANCEL_REASON_LABELS } from '../../../domain/trip';
import { PDF_COLORS, pdfTable, type PdfDocument } from '../../pdf';
import { loadedMiles, tenthOfAMile, type LoadedMiles } from './loaded-miles';
import type { ProofStepRow } from './repository';

/** What a rider needs beyond the level of service, from the rider's record. */
export interface RiderNeeds {
  oxygen: boolean;
  serviceAnimal: boolean;
  doorThroughDoor: boolean;
  bariatric: boolean;
}

export type ManifestLegJob = Pick<
  JobListItem,
  | 'id'
  | 'patientName'
  | 'pickupAddress'
  | 'dropoffAddress'
  | 'levelOfService'
  | 'escortCount'
  | 'rideNotes'
  | 'pickupTime'
  | 'appointmentTime'
  | 'status'
  | 'cancelReason'
>;

export interface ManifestLeg {
  job: ManifestLegJob;
  /** The linked rider's needs; null for a leg without a rider record. */
  needs: RiderNeeds | null;
  /** The leg's proof events in their order (docs/decisions/056-proof-of-service.md). */
  events: ReadonlyArray<Omit<ProofStepRow, 'jobId'>>;
  /**
   * For a completed leg: the travel estimate between its pickup and drop-off places (./loaded-miles.ts), used
   * when the odometer was not read at both; null when there is none.
   */
  estimatedMiles: number | null;
}

export interface ManifestFacts {
  company: CompanyProfile;
  /** The service date, YYYY-MM-DD on the company calendar. */
  date: string;
  driver: { fullName: string };
  vehicle: { number: string; plate: string } | null;
  /** When the driver clocked in and out that day, when they did (docs/decisions/118-clock-in.md). */
  clock?: { clockedInAt: Date; clockedOutAt: Date | null } | null;
  /** The day's legs in pickup order, will-call returns still waiting for a time last (as the driver's day reads them). */
  legs: readonly ManifestLeg[];
}

/** What the proof of service says happened on a leg, with an administrator's corrections applied. */
export interface LegRecord {
  arrivedAt: Date | null;
  pickedUpAt: Date | null;
  droppedOffAt: Date | null;
  noShowAt: Date | null;
  /** Drop-off odometer minus pickup odometer, when both were read. */
  loadedMiles: number | null;
}

const NEED_LABELS: Record<keyof RiderNeeds, string> = {
  oxygen: 'Oxygen',
  serviceAnimal: 'Service animal',
  doorThroughDoor: 'Door through door',
  bariatric: 'Bariatric',
};

const NO_TRIPS = 'No trips on this day';

/**
 * A leg's actual times and loaded miles from its proof events: the latest event of each step, then each
 * correction in order, which replaces the step's time or odometer it names (the job's own times follow the
 * corrections the same way).
 */
export function legRecord(events: ManifestLeg['events']): LegRecord {
  const steps: Record<'arrival' | 'pickup' | 'dropoff' | 'no_show', { at: Date; odometer: number | null } | undefined> =
    {
      arrival: undefined,
      pickup: undefined,
      dropoff: undefined,
      no_show: undefined,
    };
  for (const e of events) {
    if (e.kind === 'correction') {
      const step = e.correction?.step;
      const current = step && step in steps ? steps[step as keyof typeof steps] : undefined;
      if (!current) continue;
      if (e.correction?.at) current.at = new Date(e.correction.at);
      if (e.odometer !== null) current.odometer = e.odometer;
    } else if (e.kind !== 'start') {
      steps[e.kind] = { at: e.occurredAt, odometer: e.odometer };
    }
  }
  const [from, to] = [steps.pickup?.odometer, steps.dropoff?.odometer];
  return {
    arrivedAt: steps.arrival?.at ?? null,
    pickedUpAt: steps.pickup?.at ?? null,
    droppedOffAt: steps.dropoff?.at ?? null,
    noShowAt: steps.no_show?.at ?? null,
    loadedMiles: from != null && to != null && to >= from ? to - from : null,
  };
}

const miles = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The driver's day manifest (docs/decisions/060-day-manifest.md): what the driver carries and what a broker
 * or carrier may ask for. The company, the driver and vehicle, the service date; one row per leg in pickup
 * order with its rider, level, places, needs, status and what the proof of service recorded; the day's totals.
 */
export function manifestDocument(f: ManifestFacts): PdfDocument {
  const { company } = f;
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: company.timeZone, hour: 'numeric', minute: '2-digit' });
  const dayAndClock = new Intl.DateTimeFormat('en-US', {
    timeZone: company.timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  // A time on the service date shows the clock alone; one past midnight (a late leg) says its day too.
  const at = (d: Date | string) => {
    const when = new Date(d);
    return todayIn(company.timeZone, when) === f.date ? clock.format(when) : dayAndClock.format(when);
  };
  const [y, m, d] = f.date.split('-').map(Number) as [number, number, number];
  const longDate = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));

  const rows = f.legs.map((leg) => ({ leg, record: legRecord(leg.events) }));
  const loadedCell = (loaded: LoadedMiles) =>
    loaded.source === 'none' ? '—' : `${miles(loaded.miles)}${loaded.source === 'estimate' ? ' est.' : ''}`;
  const cancelled = rows.filter((r) => r.leg.job.status === 'cancelled').length;
  const completed = rows.filter((r) => r.leg.job.status === 'completed');
  const noShows = rows.filter((r) => r.leg.job.status === 'no_show').length;
  // Each leg's miles as its row prints them (to a tenth), so the totals add up to the rows.
  const milesOf = (r: (typeof rows)[number]): LoadedMiles => {
    const loaded = loadedMiles(r.record.loadedMiles, r.leg.job.status === 'completed' ? r.leg.estimatedMiles : null);
    return loaded.source === 'none' ? loaded : { ...loaded, miles: tenthOfAMile(loaded.miles) };
  };
  const tenths = (source: 'odometer' | 'estimate') =>
    completed.reduce((sum, r) => {
      const loaded = milesOf(r);
      return loaded.source === source ? sum + Math.round(loaded.miles * 10) : sum;
    }, 0);
  const [fromOdometer, estimated] = [tenths('odometer'), tenths('estimate')];
  const counted = completed.filter((r) => milesOf(r).source !== 'none').length;

  // Letter, portrait: the places get what the other columns leave (widths are without the cells' padding);
  // "Dropped off 12:40 PM" and "Appt 12:30 PM" still fit on one line.
  const lines = rows.map((row) => {
    const {
      leg: { job, needs },
      record,
    } = row;
    const level = `${LEVEL_OF_SERVICE_LABELS[job.levelOfService]}${job.escortCount ? ` + ${plural(job.escortCount, 'escort')}` : ''}`;
    const riderNeeds = needs
      ? (Object.keys(NEED_LABELS) as (keyof RiderNeeds)[]).filter((k) => needs[k]).map((k) => NEED_LABELS[k])
      : [];
    const status =
      job.status === 'cancelled'
        ? ['CANCELLED', job.cancelReason ? CANCEL_REASON_LABELS[job.cancelReason] : null]
        : job.status === 'no_show'
          ? ['NO-SHOW', record.noShowAt ? at(record.noShowAt) : null]
          : [statusLabel(JOB_STATUS_LABELS, job.status)];
    const recorded = [
      record.arrivedAt && `Arrived ${at(record.arrivedAt)}`,
      record.pickedUpAt && `Picked up ${at(record.pickedUpAt)}`,
      record.droppedOffAt && `Dropped off ${at(record.droppedOffAt)}`,
    ].filter(Boolean);
    return {
      name: job.patientName,
      // A leg that did not happen is greyed, its status in capitals.
      dim: job.status === 'cancelled' || job.status === 'no_show' || job.status === 'declined',
      cells: [
        [
          job.pickupTime ? at(job.pickupTime) : 'Will call',
          job.appointmentTime ? `Appt ${at(job.appointmentTime)}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        [level, riderNeeds.join(', ') || null, job.rideNotes ? `Note: ${job.rideNotes}` : null]
          .filter(Boolean)
          .join('\n'),
        `${job.pickupAddress}\nto ${job.dropoffAddress}`,
        status.filter(Boolean).join('\n'),
        recorded.length ? recorded.join('\n') : '—',
        loadedCell(milesOf(row)),
      ],
    };
  });
  const plain = pdfTable(
    [
      { header: 'Pickup', width: 60 },
      { header: 'Rider and needs', width: 100 },
      { header: 'From / to' },
      { header: 'Status', width: 58 },
      { header: 'Recorded', width: 86 },
      { header: 'Loaded mi', width: 44, align: 'right' },
    ],
    lines.map((line) => line.cells),
  ) as ContentTable;
  const [head, ...body] = plain.table.body;
  const table: ContentTable = {
    ...plain,
    fontSize: 8.5,
    table: {
      ...plain.table,
      body: [
        head!,
        ...body.map((cells, i) => {
          const { name, dim } = lines[i]!;
          return cells.map((cell, column): TableCell => {
            const plainCell = cell as ContentText;
            return {
              ...plainCell,
              ...(dim && { color: PDF_COLORS.muted }),
              ...(column === 3 && dim && { bold: true }),
              text: column === 1 ? [{ text: name, bold: true }, `\n${String(plainCell.text)}`] : plainCell.text,
            };
          });
        }),
      ],
    },
  };

  const unread = completed.length - counted;
  const totals = [
    plural(rows.length, 'leg'),
    `${completed.length} completed`,
    plural(noShows, 'no-show'),
    `${cancelled} cancelled`,
    `${miles((fromOdometer + estimated) / 10)} loaded miles${counted ? ` (${miles(fromOdometer / 10)} from the odometer, ${miles(estimated / 10)} estimated)` : ''}`,
  ].join(' · ');
  const notes = [
    completed.some((r) => milesOf(r).source === 'estimate')
      ? '"est.": the odometer was not read at both pickup and drop-off; the miles are the travel estimate between the two places.'
      : null,
    unread > 0
      ? `${plural(unread, 'completed leg')} without both odometer readings and without an estimate ${unread === 1 ? 'is' : 'are'} not in the loaded miles.`
      : null,
  ].filter((note): note is string => note !== null);

  return {
    title: `Driver's manifest: ${f.driver.fullName}, ${f.date}`,
    header: `${company.name} · Driver's manifest · ${f.driver.fullName} · ${f.date}`,
    footer: `${company.name} · ${company.phone}`,
    content: [
      { text: company.name, fontSize: 16, bold: true, color: PDF_COLORS.brand },
      {
        text: `Driver's manifest · ${company.phone} · ${company.email}`,
        color: PDF_COLORS.muted,
        margin: [0, 2, 0, 14],
      },
      pdfTable(
        [{ header: 'Run', width: 120 }, { header: '' }],
        [
          ['Service date', `${longDate} (${f.date})`],
          ['Driver', f.driver.fullName],
          ['Vehicle', f.vehicle ? `${f.vehicle.number} · plate ${f.vehicle.plate}` : 'None assigned'],
          [
            'Clocked in and out',
            f.clock
              ? `${at(f.clock.clockedInAt)} to ${f.clock.clockedOutAt ? at(f.clock.clockedOutAt) : 'not yet'}`
              : 'Not clocked in',
          ],
          ['Times', timeZoneLabel(company.timeZone, new Date(Date.UTC(y, m - 1, d, 12)))],
        ],
      ),
      { text: 'Trips', fontSize: 13, bold: true, color: PDF_COLORS.brand, margin: [0, 16, 0, 6] },
      rows.length ? table : { text: NO_TRIPS, color: PDF_COLORS.muted },
      { text: 'Totals', fontSize: 13, bold: true, color: PDF_COLORS.brand, margin: [0, 16, 0, 6] },
      { text: totals },
      ...notes.map((text): Content => ({ text, color: PDF_COLORS.muted, fontSize: 9, margin: [0, 4, 0, 0] })),
    ],
  };
}
