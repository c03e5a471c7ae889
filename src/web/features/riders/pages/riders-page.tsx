import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ridersCopy } from '@/content/riders';
import { RiderFormDialog, type RiderDialogMode } from '../components/rider-form-dialog';
import { RiderList } from '../components/rider-list';
import { RiderSearch } from '../components/rider-search';
import { useSearchParam } from '@/lib/search-param';

/** /riders (administrators only; docs/decisions/044-riders.md): search riders by name or phone, add one. */
export function RidersPage() {
  // The search is in the address (?q=), so a rider found can be linked to and comes back on reload.
  const [q, setQ] = useSearchParam('q');
  const [dialog, setDialog] = useState<RiderDialogMode | null>(null);
  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{ridersCopy.heading}</h1>
            <p className="mt-1 text-muted">{ridersCopy.lead}</p>
          </div>
          <Button size="lg" onClick={() => setDialog({ kind: 'create' })} className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-5" />
            {ridersCopy.newRider}
          </Button>
        </header>
        <div className="max-w-md">
          <RiderSearch initial={q} onSearch={setQ} />
        </div>
        <RiderList q={q} />
      </div>
      <RiderFormDialog mode={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
