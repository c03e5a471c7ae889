import { useState } from 'react';
import { useParams } from 'wouter';
import { todayIn } from '@domain/dates';
import { LIFT_OR_RAMP_LABELS } from '@domain/vehicle';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { BackLink, EditButton, RecordState, StaffPage, StaffPageHeader } from '@/components/ui/staff-page';
import { VehicleStatusBadge } from '@/components/ui/status-badges';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { useCompany } from '@/lib/company-profile';
import { useVehicle } from '../api/get-vehicle';
import { AddDocumentDialog } from '../components/add-document-dialog';
import { VehicleDocuments } from '../components/vehicle-documents';
import { VehicleDrivers } from '../components/vehicle-drivers';
import { VehicleFormDialog } from '../components/vehicle-form-dialog';
import { capacityText } from '../lib/vehicle-display';

/** /vehicles/:id: one vehicle, Edit, and its documents with "Add document". The router admits administrators only. */
export function VehicleDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const company = useCompany();
  const vehicle = useVehicle(id);
  const [editing, setEditing] = useState(false);

  return (
    <StaffPage width="4xl">
      <BackLink href="/vehicles">{copy.backToList}</BackLink>
      <RecordState
        query={vehicle}
        loading="Loading the vehicle"
        text={{ notFound: copy.notFound, loadFailed: copy.loadOneFailed }}
      >
        {(v) => (
          <>
            <StaffPageHeader
              title={
                <>
                  {v.number} <VehicleStatusBadge status={v.status} />
                </>
              }
              lead={`${v.make} ${v.model} ${v.year}`}
              action={<EditButton onClick={() => setEditing(true)}>{copy.edit}</EditButton>}
            />
            <Card className="grid gap-4 p-5">
              <h2 className="sr-only">{copy.details.heading}</h2>
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <Detail label={copy.form.labels.plate}>
                  <span className="font-mono">{v.plate}</span>
                </Detail>
                <Detail label={copy.form.labels.vin}>
                  <span className="font-mono break-all">{v.vin}</span>
                </Detail>
                <Detail label={copy.columns.capacity}>{capacityText(v)}</Detail>
                <Detail label={copy.columns.liftOrRamp}>{LIFT_OR_RAMP_LABELS[v.liftOrRamp]}</Detail>
                <Detail label={copy.details.drivers}>
                  <VehicleDrivers drivers={v.drivers} />
                </Detail>
              </dl>
            </Card>
            <Card className="grid gap-3 p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-xl font-semibold text-brand-900">{copy.documents.heading}</h2>
                <AddDocumentDialog vehicleId={v.id} />
              </div>
              <VehicleDocuments documents={v.documents} today={todayIn(company.timeZone)} />
            </Card>
            <VehicleFormDialog mode={editing ? { kind: 'edit', vehicle: v } : null} onClose={() => setEditing(false)} />
          </>
        )}
      </RecordState>
    </StaffPage>
  );
}
