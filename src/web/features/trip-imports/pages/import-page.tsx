import { useParams } from 'wouter';
import { BackLink, RecordState, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { clockText } from '@/lib/company-clock';
import { useCompany } from '@/lib/company-profile';
import { useImport } from '../api/trip-imports';
import { ApplyPanel } from '../components/apply-panel';
import { HeldChanges } from '../components/held-changes';
import { ImportRows } from '../components/import-rows';
import { MappingDialog } from '../components/mapping-dialog';
import { importsCopy } from '../content';

const copy = importsCopy.preview;

/**
 * /imports/:id: one manifest's preview, or what it did once applied. The rows with their outcomes and the cells in
 * error, the mapping to correct, Apply with its count, and the broker's changes waiting for the dispatcher.
 */
export function ImportPage() {
  const { id } = useParams<{ id: string }>();
  const { timeZone } = useCompany();
  const query = useImport(id);
  return (
    <StaffPage>
      <BackLink href="/imports">{copy.back}</BackLink>
      <RecordState query={query} loading={copy.loading} text={copy}>
        {(made) => (
          <>
            <StaffPageHeader
              title={made.fileName}
              lead={
                <>
                  {made.payerName} · {importsCopy.counts(made.counts)}
                  <br />
                  {copy.readBy(made.createdByName ?? '—', clockText(made.createdAt, 'moment', timeZone))}
                </>
              }
              action={made.status === 'previewed' ? <MappingDialog made={made} /> : undefined}
            />
            <ApplyPanel made={made} />
            <HeldChanges made={made} />
            <ImportRows made={made} />
          </>
        )}
      </RecordState>
    </StaffPage>
  );
}
