import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { payersCopy as copy } from '@/content/payers';
import { usePayers } from '../api/get-payers';
import { PayerFormDialog } from '../components/payer-form-dialog';
import { PayerList } from '../components/payer-list';

/** /payers (docs/decisions/067-payers-and-rates.md): every payer by name, and "Add payer". The router admits administrators only. */
export function PayersPage() {
  const [adding, setAdding] = useState(false);
  const payers = usePayers();

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.heading}</h1>
            <p className="mt-1 text-muted">{copy.lead}</p>
          </div>
          <Button size="lg" onClick={() => setAdding(true)} className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-5" />
            {copy.addPayer}
          </Button>
        </header>
        {payers.isPending ? (
          <Spinner className="mx-auto flex justify-center py-10" label="Loading payers" />
        ) : payers.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p>{copy.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void payers.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : payers.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted">{copy.empty}</p>
        ) : (
          <PayerList payers={payers.data} />
        )}
      </div>
      <PayerFormDialog mode={adding ? { kind: 'create' } : null} onClose={() => setAdding(false)} />
    </div>
  );
}
