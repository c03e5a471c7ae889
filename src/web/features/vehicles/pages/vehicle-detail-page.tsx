import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Pencil } from 'lucide-react';
import { todayIn } from '@domain/dates';
import { LIFT_OR_RAMP_LABELS } from '@domain/vehicle';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail-list';
import { Spinner } from '@/components/ui/spinner';
import { VehicleStatusBadge } from '@/components/ui/status-badges';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { ApiError } from '@/lib/api-client';
import { useCompany } from '@/lib/company-profile';
import { useVehicle } from '../api/get-vehicle';
import { AddDocumentDialog } from '../components/add-document-dialog';
import { VehicleDocuments } from '../components/vehicle-documents';
import { VehicleFormDialog } from '../components/vehicle-form-dialog';
import { capacityText } from '../lib/vehicle-display';

/** /vehicles/:id: one vehicle, Edit, and its documents with "Add document". The router admits administrators only. */
export function VehicleDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const company = useCompany();
  const vehicle = useVehicle(id);
  const [editing, setEditing] = useState(false);
  const v = vehicle.data;

  return (
    <div className="px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto grid max-w-4xl gap-6">
        <Link href="/vehicles" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToList}
        </Link>
        {vehicle.isPending ? (
          <Spinner className="mx-auto flex justify-center py-10" label="Loading the vehicle" />
        ) : !v ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900">
            {vehicle.error instanceof ApiError && vehicle.error.status === 404 ? copy.notFound : copy.loadFailed}
          </p>
        ) : (
          <>
            <header className="flex flex-wrap items-end justify-between gap-4">
              <div className="min-w-0">
                <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-brand-900">
                  {v.number} <VehicleStatusBadge status={v.status} />
                </h1>
                <p className="mt-1 text-muted">
                  {v.make} {v.model} {v.year}
                </p>
              </div>
              <Button variant="secondary" onClick={() => setEditing(true)} className="w-full sm:w-auto">
                <Pencil aria-hidden="true" className="size-4" />
                {copy.edit}
              </Button>
            </header>
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
                <Detail label={copy.details.drivers}>{v.driverIds.length === 0 ? copy.details.noDrivers : copy.details.driverCount(v.driverIds.length)}</Detail>
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
      </div>
    </div>
  );
}
