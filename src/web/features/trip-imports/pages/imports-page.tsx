import { StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { ImportHistory } from '../components/import-history';
import { ManifestUpload } from '../components/manifest-upload';
import { importsCopy } from '../content';

/** /imports (administrators; docs/decisions/105-broker-trip-import.md): read a broker's manifest; the imports so far. */
export function ImportsPage() {
  return (
    <StaffPage>
      <StaffPageHeader title={importsCopy.heading} lead={importsCopy.lead} />
      <ManifestUpload />
      <ImportHistory />
    </StaffPage>
  );
}
