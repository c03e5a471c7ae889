import { useState } from 'react';
import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { ridersCopy } from '@/content/riders';
import type { RiderDialogMode } from '../components/rider-form-dialog';
import { RiderFormDialog } from '../components/lazy-rider-form-dialog';
import { RiderList } from '../components/rider-list';
import { RiderSearch } from '../components/rider-search';
import { useSearchParam } from '@/lib/search-param';

/** /riders (administrators only; docs/decisions/044-riders.md): search riders by name or phone, add one. */
export function RidersPage() {
  // The search is in the address (?q=), so a rider found can be linked to and comes back on reload.
  const [q, setQ] = useSearchParam('q');
  const [dialog, setDialog] = useState<RiderDialogMode | null>(null);
  return (
    <StaffPage>
      <StaffPageHeader
        title={ridersCopy.heading}
        lead={ridersCopy.lead}
        action={<AddButton onClick={() => setDialog({ kind: 'create' })}>{ridersCopy.newRider}</AddButton>}
      />
      <div className="max-w-md">
        <RiderSearch initial={q} onSearch={setQ} />
      </div>
      <RiderList q={q} />
      <RiderFormDialog mode={dialog} onClose={() => setDialog(null)} />
    </StaffPage>
  );
}
