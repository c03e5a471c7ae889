import { MAX_EXPORTED_JOBS } from '@domain/job-export';
import { LEVEL_OF_SERVICE_LABELS } from '@domain/level-of-service';
import { JOB_STATUS_LABELS, statusLabel } from '@domain/statuses';
import { toast } from '@/components/ui/use-toast';
import { jobsCopy } from '@/content/jobs';
import { errorMessage } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { exportJobs } from '../api/export-jobs';

const copy = jobsCopy.bulk;

/**
 * The one CSV of jobs, for the chosen rows and for the whole table alike: the server's export (POST
 * /api/jobs/export), so it carries the job id, ISO times, payer, miles, level and status whichever columns are
 * shown. Rows in the order given; a long list goes in parts of what one call takes. A failure is said, not thrown.
 */
export async function downloadJobsCsv(ids: readonly string[]): Promise<void> {
  try {
    const items = [];
    for (let start = 0; start < ids.length; start += MAX_EXPORTED_JOBS)
      items.push(...(await exportJobs(ids.slice(start, start + MAX_EXPORTED_JOBS))).items);
    downloadCsv(
      copy.csvFile,
      copy.csvHeaders,
      items.map((j) => [
        j.id,
        j.leg,
        j.patientName,
        j.pickupTime ?? '',
        j.dropoffTime ?? '',
        j.appointmentTime ?? '',
        j.payerName ?? '',
        j.loadedMiles,
        j.milesFrom,
        LEVEL_OF_SERVICE_LABELS[j.levelOfService],
        String(j.escortCount),
        statusLabel(JOB_STATUS_LABELS, j.status),
        j.driverName ?? '',
      ]),
    );
  } catch (error) {
    toast({ title: copy.exportFailed, description: errorMessage(error, copy.noConnection), variant: 'destructive' });
  }
}
