import { useState } from 'react';
import { ListState } from '@/components/ui/list-controls';
import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { payersCopy as copy } from '@/content/payers';
import { usePayers } from '../api/get-payers';
import { PayerFormDialog } from '../components/payer-form-dialog';
import { PayerList } from '../components/payer-list';

/** /payers (docs/decisions/067-payers-and-rates.md): every payer by name, and "Add payer". The router admits administrators only. */
export function PayersPage() {
  const [adding, setAdding] = useState(false);
  const payers = usePayers();

  return (
    <StaffPage>
      <StaffPageHeader
        title={copy.heading}
        lead={copy.lead}
        action={<AddButton onClick={() => setAdding(true)}>{copy.addPayer}</AddButton>}
      />
      {/* Every payer in one answer: a company has a handful, so the list is not paged. */}
      <ListState
        isPending={payers.isPending}
        isError={payers.isError}
        failed={copy.loadFailed}
        isEmpty={payers.data?.length === 0}
        empty={copy.empty}
        label="payers"
        onRetry={() => void payers.refetch()}
      >
        <PayerList payers={payers.data ?? []} />
      </ListState>
      <PayerFormDialog mode={adding ? { kind: 'create' } : null} onClose={() => setAdding(false)} />
    </StaffPage>
  );
}
