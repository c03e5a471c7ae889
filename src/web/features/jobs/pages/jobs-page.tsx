import { useMemo, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import type { JobListItem } from '@domain/job';
import { buttonClasses } from '@/components/ui/button';
import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { Card } from '@/components/ui/card';
import { jobsCopy } from '@/content/jobs';
import { useAuth } from '@/lib/auth';
import { useCompany } from '@/lib/company-profile';
import { CancelJobDialog, DeleteJobDialog, JobFormDialog } from '../components/lazy-job-dialogs';
import { JobFilters } from '../components/job-filters';
import type { JobDialogMode, JobSection } from '../components/job-form-dialog';
import { JobList } from '../components/job-list';
import { useJob } from '../api/get-job';
import { useJobFiltersParam } from '../lib/job-filters-param';
import { ViewSwitch } from '@/components/ui/view-switch';
import { useListView } from '@/lib/list-view';
import { useSearchParam } from '@/lib/search-param';

/** /jobs (docs/product/screens-and-routes.md, decisions 031 and 035). The server allows only admins; the page says so to others. */
export function JobsPage({ jobSection }: { jobSection?: JobSection } = {}) {
  const { user } = useAuth();
  if (user?.role === 'driver') return <Redirect to="/driver-portal" replace />;
  if (user?.role !== 'admin') return <AdminOnly />;
  return <JobManagement jobSection={jobSection} />;
}

function AdminOnly() {
  return (
    <div className="px-4 py-16">
      <Card className="mx-auto flex max-w-md flex-col items-center p-8 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-muted" />
        <h1 className="mt-3 text-xl font-semibold text-ink">{jobsCopy.adminOnly}</h1>
        <p className="mt-1 text-muted">{jobsCopy.adminOnlyLead}</p>
        <Link href="/dashboard" className={`${buttonClasses()} mt-6`}>
          {jobsCopy.backToDashboard}
        </Link>
      </Card>
    </div>
  );
}

function JobManagement({ jobSection }: { jobSection?: JobSection }) {
  const company = useCompany();
  // Decision 029: /jobs?fromReferral=<id> (the dashboard's "Create job from referral") opens a pre-filled form.
  const [fromReferral, setFromReferral] = useSearchParam('fromReferral');
  const [dialog, setDialog] = useState<JobDialogMode | null>(null);
  const [deleting, setDeleting] = useState<JobListItem | null>(null);
  const [cancelling, setCancelling] = useState<JobListItem | null>(null);
  // The filters are in the address: the day board's "Open in Job Management" and the header's search link here.
  const [filters, listed, setFilters] = useJobFiltersParam();
  const { view, wide, choose: chooseView } = useListView();
  // /jobs?date=…&job=<id> (the day board's "Open job") opens that job once it is loaded.
  const [linkedJobId, setLinkedJobId] = useSearchParam('job');
  const linked = useJob(dialog || fromReferral ? null : linkedJobId || null);
  const linkedJob = linked.data?.id === linkedJobId ? linked.data : undefined;
  const linkedMode = useMemo<JobDialogMode | null>(
    () => (linkedJob ? { kind: 'edit', job: linkedJob } : null),
    [linkedJob],
  );
  const mode: JobDialogMode | null =
    dialog ?? (fromReferral ? { kind: 'create', referralId: fromReferral } : linkedMode);

  const closeDialog = () => {
    setDialog(null);
    // The referral or the linked job has been dealt with; the view and filters in the address stay.
    if (fromReferral) setFromReferral('');
    if (linkedJobId) setLinkedJobId('');
  };

  return (
    <StaffPage>
      <StaffPageHeader
        title={jobsCopy.heading}
        lead={jobsCopy.lead}
        action={<AddButton onClick={() => setDialog({ kind: 'create' })}>{jobsCopy.createJob}</AddButton>}
      />
      <JobFilters value={filters} onChange={setFilters} />
      {wide ? <ViewSwitch view={view} onChange={chooseView} /> : null}
      <JobList
        filters={listed}
        view={view}
        timeZone={company.timeZone}
        onEdit={(job) => setDialog({ kind: 'edit', job })}
        onDelete={setDeleting}
        onCancel={setCancelling}
        onClearFilters={() => setFilters({})}
      />
      <JobFormDialog mode={mode} onClose={closeDialog} extra={jobSection} />
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} />
      <CancelJobDialog job={cancelling} onClose={() => setCancelling(null)} />
    </StaffPage>
  );
}
