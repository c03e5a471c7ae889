import { Suspense, useCallback, useEffect, useState } from 'react';
import type { JobListItem } from '@domain/job';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { jobsCopy } from '@/content/jobs';
import { lazyPage } from '@/lib/lazy-page';
import type { JobFilters } from '../api/get-jobs';
import { useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';
import { ClearFiltersButton } from './clear-filters-button';

// The table and its bulk actions are the wide screen's: a phone, which shows the cards, never loads the table
// library nor the bulk actions' dialogs (docs/performance.md, staff screens on a phone).
const JobTable = lazyPage(() => import('./job-table'), 'JobTable');
const BulkActions = lazyPage(() => import('./bulk-actions'), 'BulkActions');

/** Pages of 50 read for one day: 1,000 legs, more than a company of this size runs. */
const DAY_PAGES = 20;

/** Soonest pickup first; a will-call return not yet called (no pickup time) last. */
const byPickup = (a: JobListItem, b: JobListItem) => (a.pickupTime ?? '\uffff').localeCompare(b.pickupTime ?? '\uffff');

interface JobListProps {
  filters: JobFilters;
  /** The dense table (wide screens) or the cards. */
  view: 'table' | 'cards';
  timeZone: string;
  onEdit: (job: JobListItem) => void;
  onDelete: (job: JobListItem) => void;
  onCancel: (job: JobListItem) => void;
  onClearFilters: () => void;
}

/** The jobs a page at a time (decision 035), shown in pickup order; the table's rows can be chosen for bulk actions. */
export function JobList({ filters, view, timeZone, onEdit, onDelete, onCancel, onClearFilters }: JobListProps) {
  const jobs = useJobs(filters);
  // The table view's code is fetched while the jobs are, not after them.
  if (view === 'table') {
    JobTable.preload();
    BulkActions.preload();
  }
  const filtered = Boolean(filters.status || filters.driverId || filters.date || filters.q);
  // A day is read whole (a few hundred legs at most), so it can be ordered by pickup time; other lists page on demand.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = jobs;
  const pages = jobs.data?.pages.length ?? 0;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const choose = useCallback((job: JobListItem) => {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(job.id)) next.add(job.id);
      return next;
    });
  }, []);
  useEffect(() => {
    if (filters.date && hasNextPage && !isFetchingNextPage && pages < DAY_PAGES) void fetchNextPage();
  }, [filters.date, hasNextPage, isFetchingNextPage, fetchNextPage, pages]);

  if (jobs.isLoading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading jobs" />
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <Card className="p-6 text-center" role="alert">
        <p className="font-semibold text-danger">{jobsCopy.fetchFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void jobs.refetch()}>
          {jobsCopy.retry}
        </Button>
      </Card>
    );
  }

  const items = (jobs.data?.pages.flatMap((page) => page.items) ?? []).sort(byPickup);
  if (!items.length) {
    return (
      <Card className="p-8 text-center">
        <p className="font-medium text-ink">{filtered ? jobsCopy.emptyFiltered : jobsCopy.empty}</p>
        {filtered ? <ClearFiltersButton onClear={onClearFilters} className="mt-4" /> : null}
      </Card>
    );
  }

  if (view === 'table') {
    return (
      <section className="grid gap-4" aria-labelledby="job-list-heading">
        <h2 id="job-list-heading" className="sr-only">
          Jobs
        </h2>
        <Suspense fallback={<Spinner className="flex justify-center py-6" />}>
          {/* Only what is listed can stay chosen: a job gone from the list (filtered out, deleted) drops out. */}
          <BulkActions
            chosen={items.filter((job) => chosen.has(job.id))}
            shown={items.length}
            onChooseAll={() => setChosen(new Set(items.map((job) => job.id)))}
            onClear={() => setChosen(new Set())}
          />
          <JobTable
            jobs={items}
            timeZone={timeZone}
            moreToLoad={jobs.hasNextPage}
            onEdit={onEdit}
            onDelete={onDelete}
            onCancel={onCancel}
            chosen={chosen}
            onChoose={choose}
          />
        </Suspense>
        {jobs.hasNextPage && !filters.date ? (
          <Button
            variant="secondary"
            className="justify-self-center"
            disabled={jobs.isFetchingNextPage}
            onClick={() => void jobs.fetchNextPage()}
          >
            {jobs.isFetchingNextPage ? jobsCopy.loadingMore : jobsCopy.loadMore}
          </Button>
        ) : null}
      </section>
    );
  }

  return (
    <section className="grid gap-4" aria-labelledby="job-list-heading">
      <h2 id="job-list-heading" className="sr-only">
        Jobs
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2" aria-labelledby="job-list-heading">
        {items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} timeZone={timeZone} onEdit={onEdit} onDelete={onDelete} onCancel={onCancel} />
          </li>
        ))}
      </ul>
      {jobs.hasNextPage ? (
        <Button
          variant="secondary"
          className="justify-self-center"
          disabled={jobs.isFetchingNextPage}
          onClick={() => void jobs.fetchNextPage()}
        >
          {jobs.isFetchingNextPage ? jobsCopy.loadingMore : jobsCopy.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
