import type { UseFormRegister } from 'react-hook-form';
import { reasonText, type Candidate, type CandidateDraftInput } from '@domain/assignment';
import type { Driver } from '@domain/driver';
import { Spinner } from '@/components/ui/spinner';
import { assignmentCopy as copy } from '@/content/assignment';
import { ApiError } from '@/lib/api-client';
import { useJobCandidates } from '@/lib/job-candidates';
import { useDraftCandidates } from '../api/get-draft-candidates';
import type { JobFormValues } from '../lib/job-form-values';

/** The reasons of a safe-assignment refusal (422 with `reasons`), or none. */
export function refusalReasons(error: unknown): string[] {
  return error instanceof ApiError ? (error.body?.reasons ?? []) : [];
}

/**
 * The server's refusal of the chosen driver, every reason in words, announced when it arrives
 * (docs/decisions/040-safe-assignment.md).
 */
export function DriverRefusal({ reasons }: { reasons: readonly string[] | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {reasons && reasons.length > 0 ? (
        <div className="mt-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-medium">{copy.refusedTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((code) => (
              <li key={code}>{reasonText(code)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function CandidateNotes({ candidate }: { candidate: Candidate }) {
  return (
    <span className="grid gap-0.5 text-sm">
      {candidate.eligible ? (
        <span className="font-medium text-green-800">{copy.canTake}</span>
      ) : (
        candidate.reasons.map((code) => (
          <span key={code} className="text-red-800">
            {reasonText(code)}
          </span>
        ))
      )}
      {candidate.warnings.map((code) => (
        <span key={code} className="text-amber-900">
          {reasonText(code)}
        </span>
      ))}
    </span>
  );
}

interface DriverPickerProps {
  /** Edit Job: the saved job the drivers are weighed for. */
  jobId?: string | null | undefined;
  /** Create New Job: the job as typed so far, weighed the same way (null while it cannot be judged yet). */
  draft?: CandidateDraftInput | null | undefined;
  /** Create New Job before the draft can be judged: the assignable drivers, listed without a verdict. */
  drivers?: Driver[] | undefined;
  driversLoading?: boolean | undefined;
  register: UseFormRegister<JobFormValues>;
  error?: string | undefined;
  /** The job's current driver, offered even when no longer approved or active. */
  currentDriver?: { id: string; name: string } | null | undefined;
}

const row = 'flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:bg-brand-50';

/**
 * The job dialog's driver field: every approved or active driver weighed for this job (saved, or as typed on Create
 * New Job), those who can take it first and nearest first, the others with the rules they break. Any driver may be
 * chosen, so the server's refusal is seen.
 */
export function DriverPicker({
  jobId = null,
  draft = null,
  drivers,
  driversLoading = false,
  register,
  error,
  currentDriver,
}: DriverPickerProps) {
  const saved = useJobCandidates(jobId);
  const drafted = useDraftCandidates(jobId ? null : draft);
  const candidates = jobId ? saved : drafted;
  // A new job is weighed once its level and times are known; until then its drivers are only listed.
  const weighing = jobId !== null || draft !== null;
  const items = weighing ? (candidates.data?.items ?? []) : [];
  const unjudged = weighing ? [] : (drivers ?? []);
  const showCurrent =
    currentDriver &&
    !items.some((c) => c.driverId === currentDriver.id) &&
    !unjudged.some((d) => d.id === currentDriver.id);
  const errorId = error ? 'job-assignedDriverId-error' : undefined;
  const field = register('assignedDriverId');

  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={['job-assignedDriverId-hint', errorId].filter(Boolean).join(' ')}
      aria-invalid={Boolean(error)}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">{copy.legend}</legend>
      <p id="job-assignedDriverId-hint" className="text-sm text-muted">
        {weighing ? copy.hint : copy.draftHint}
      </p>
      {/* Unassigned and the job's own driver stay choosable while the list loads or if it fails, so a save never drops the driver. */}
      <div className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-300">
        <label className={row}>
          <input type="radio" value="" className="mt-1" {...field} />
          <span className="text-sm font-medium">{copy.unassigned}</span>
        </label>
        {showCurrent ? (
          <label className={row}>
            <input type="radio" value={currentDriver.id} className="mt-1" {...field} />
            <span className="grid text-sm">
              <span className="font-medium">{currentDriver.name}</span>
              {weighing && candidates.isSuccess ? <span className="text-red-800">{copy.notAssignable}</span> : null}
            </span>
          </label>
        ) : null}
        {(weighing ? candidates.isLoading : driversLoading) ? (
          <Spinner label={copy.loading} className="justify-center py-4" />
        ) : null}
        {weighing && candidates.isError ? (
          <p className="px-3 py-2.5 text-sm text-danger">{jobId ? copy.failed : copy.failedDraft}</p>
        ) : null}
        {unjudged.map((driver) => (
          <label key={driver.id} className={row}>
            <input type="radio" value={driver.id} className="mt-1" {...field} />
            <span className="grid text-sm">
              <span className="font-medium">{driver.fullName}</span>
              <span className="text-muted">{`${driver.city}, ${driver.state}`}</span>
            </span>
          </label>
        ))}
        {items.map((candidate) => (
          <label key={candidate.driverId} className={row} data-eligible={candidate.eligible}>
            <input type="radio" value={candidate.driverId} className="mt-1" {...field} />
            <span className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:gap-3">
              <span className="grid text-sm">
                <span className="font-medium">{candidate.fullName}</span>
                <span className="text-muted">{candidate.vehicleNumber ?? copy.noVehicle}</span>
              </span>
              <CandidateNotes candidate={candidate} />
              <span className="text-sm text-muted sm:text-right">
                {candidate.addedMiles === null
                  ? copy.noNeighbours
                  : copy.addedMiles(candidate.addedMiles, candidate.addedMinutes)}
              </span>
            </span>
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
