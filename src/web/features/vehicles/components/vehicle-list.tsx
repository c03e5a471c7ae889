import { LIFT_OR_RAMP_LABELS, VEHICLE_DOCUMENT_LABELS, type Vehicle } from '@domain/vehicle';
import { RecordList } from '@/components/ui/record-list';
import { VehicleStatusBadge } from '@/components/ui/status-badges';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { capacityText, nextExpiry } from '../lib/vehicle-display';
import { ExpiryDate } from './document-state';

const columns = copy.columns;

function NextExpiry({ vehicle, today }: { vehicle: Vehicle; today: string }) {
  const next = nextExpiry(vehicle.documents);
  if (!next) return <span className="text-muted">{copy.noDocuments}</span>;
  return <ExpiryDate expiresOn={next.expiresOn} today={today} label={VEHICLE_DOCUMENT_LABELS[next.kind]} />;
}

const vehicleName = (v: Vehicle) => `${v.make} ${v.model} ${v.year}`;

/** The fleet: a dense table on wide screens, one card per vehicle on phones. */
export function VehicleList({ vehicles, today }: { vehicles: Vehicle[]; today: string }) {
  return (
    <RecordList
      label={copy.heading}
      records={vehicles}
      name={{ label: columns.number, href: (v) => `/vehicles/${v.id}`, text: (v) => v.number }}
      columns={[
        { label: columns.vehicle, cell: vehicleName },
        { label: columns.plate, cell: (v) => v.plate, className: 'font-mono whitespace-nowrap' },
        { label: columns.capacity, cell: capacityText, className: 'whitespace-nowrap' },
        { label: columns.liftOrRamp, cell: (v) => LIFT_OR_RAMP_LABELS[v.liftOrRamp] },
        { label: columns.status, cell: (v) => <VehicleStatusBadge status={v.status} /> },
        { label: columns.nextExpiry, cell: (v) => <NextExpiry vehicle={v} today={today} /> },
      ]}
      card={(v) => ({
        details: (
          <p className="text-sm text-muted">
            {vehicleName(v)} · <span className="font-mono">{v.plate}</span>
          </p>
        ),
        badge: <VehicleStatusBadge status={v.status} />,
        footer: (
          <>
            <p className="text-sm text-ink">
              {capacityText(v)} · {columns.liftOrRamp}: {LIFT_OR_RAMP_LABELS[v.liftOrRamp]}
            </p>
            <p className="text-sm">
              <span className="text-muted">{columns.nextExpiry}: </span>
              <NextExpiry vehicle={v} today={today} />
            </p>
          </>
        ),
      })}
    />
  );
}
