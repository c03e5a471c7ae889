import { useState } from 'react';
import { useSearchParam } from '@/lib/search-param';
import { todayIn } from '@domain/dates';
import { VEHICLE_STATUS_LABELS, VEHICLE_STATUSES, type VehicleStatus } from '@domain/vehicle';
import { AddButton, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
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
  const status: VehicleStatus | '' = (VEHICLE_STATUSES as readonly string[]).includes(asked)
    ? (asked as VehicleStatus)
    : '';
  const [adding, setAdding] = useState(false);
  const list = useVehicleList(status);
  const vehicles = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <StaffPage>
      <StaffPageHeader
        title={copy.heading}
        lead={copy.lead}
        action={<AddButton onClick={() => setAdding(true)}>{copy.addVehicle}</AddButton>}
      />
      <StatusFilter
        id="vehicle-status-filter"
        value={status}
        options={VEHICLE_STATUSES}
        label={(s) => VEHICLE_STATUS_LABELS[s]}
        onChange={setStatus}
      />
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        failed={copy.loadFailed}
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
      <VehicleFormDialog mode={adding ? { kind: 'create' } : null} onClose={() => setAdding(false)} />
    </StaffPage>
  );
}
