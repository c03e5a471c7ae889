import type { Job } from '@domain/job';
import type { JobStatus } from '@domain/statuses';
import { jobsCopy } from '@/content/jobs';

const STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  in_progress: 'In Progress',
  completed: 'Completed',
};

/** A status as a select option reads it. */
export function statusLabel(status: JobStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** SPEC.md section 2: the driver's full name, 'Unassigned', or 'Unknown Driver' when the record is gone. */
export function assignedDriverText(job: Pick<Job, 'assignedDriverId' | 'assignedDriverName'>): string {
  if (!job.assignedDriverId) return jobsCopy.unassigned;
  return job.assignedDriverName ?? jobsCopy.unknownDriver;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withYear}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    timeFormats.set(key, format);
  }
  return format;
}

const yearIn = (instant: number, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(instant);

/**
 * 'Mon, Nov 23, 9:30 AM EST': a job time on the company clock (D15), with the zone so nobody guesses;
 * the year only when it is not this year.
 */
export function formatJobTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '—';
  return timeFormat(timeZone, yearIn(instant, timeZone) !== yearIn(now.getTime(), timeZone)).format(instant);
}

/** 'Eastern Time' for America/New_York: the dialog says which clock its times are on. */
export function zoneName(timeZone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
