import { useState } from 'react';
import { useSearchParam } from '@/lib/search-param';
import { Plus } from 'lucide-react';
import { todayIn } from '@domain/dates';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES, type VehicleStatus } from '@domain/vehicle';
import { Button } from '@/components/ui/button';
import { ListState, StatusFilter } from '@/components/ui/list-controls';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { useCompany } from '@/lib/company-profile';
import { useVehicleList } from '../api/get-vehicles';
import { VehicleFormDialog } from '../components/vehicle-form-dialog';
import { VehicleList } from '../components/vehicle-list';

/** /vehicles (docs/decisions/043-vehicles.md): the fleet by number, filtered by status, and "Add vehicle". The router admits administrators only. */
export function VehiclesPage() {
  const company = useCompany();
  // The filter is in the address (?status=); anything else there shows every vehicle.
  const [asked, setStatus] = useSearchParam('status');
  const status: VehicleStatus | '' = (VEHICLE_STATUSES as readonly string[]).includes(asked) ? (asked as VehicleStatus) : '';
  const [adding, setAdding] = useState(false);
  const list = useVehicleList(status);
  const vehicles = list.data?.pages.flatMap((page) => page.items) ?? [];

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
            {copy.addVehicle}
          </Button>
        </header>
        <StatusFilter id="vehicle-status-filter" value={status} options={VEHICLE_STATUSES} label={(s) => VEHICLE_STATUS_LABELS[s]} onChange={setStatus} />
        <ListState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={vehicles.length === 0}
          empty={status ? copy.emptyFiltered : copy.empty}
          label="vehicles"
          onRetry={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        >
          <VehicleList vehicles={vehicles} today={todayIn(company.timeZone)} />
        </ListState>
      </div>
      <VehicleFormDialog mode={adding ? { kind: 'create' } : null} onClose={() => setAdding(false)} />
    </div>
  );
}
