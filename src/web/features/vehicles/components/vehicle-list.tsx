import { Link } from 'wouter';
import { LIFT_OR_RAMP_LABELS, VEHICLE_DOCUMENT_LABELS, type Vehicle } from '@domain/vehicle';
import { Card } from '@/components/ui/card';
import { VehicleStatusBadge } from '@/components/ui/status-badges';
import { vehiclesCopy as copy } from '@/content/vehicles';
import { capacityText, nextExpiry } from '../lib/vehicle-display';
import { ExpiryDate } from './document-state';
import { TableScroll } from '@/components/ui/table-scroll';

const columns = copy.columns;

function NextExpiry({ vehicle, today }: { vehicle: Vehicle; today: string }) {
  const next = nextExpiry(vehicle.documents);
  if (!next) return <span className="text-muted">{copy.noDocuments}</span>;
  return <ExpiryDate expiresOn={next.expiresOn} today={today} label={VEHICLE_DOCUMENT_LABELS[next.kind]} />;
}

const vehicleName = (v: Vehicle) => `${v.make} ${v.model} ${v.year}`;
const linkClasses = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** The fleet: a dense table on wide screens, one card per vehicle on phones. */
export function VehicleList({ vehicles, today }: { vehicles: Vehicle[]; today: string }) {
  return (
    <>
      <TableScroll label={copy.heading} className="hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.heading}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              {Object.values(columns).map((label) => (
                <th key={label} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {vehicles.map((v) => (
              <tr key={v.id} className="hover:bg-slate-50">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  <Link href={`/vehicles/${v.id}`} className={linkClasses}>
                    {v.number}
                  </Link>
                </th>
                <td className="px-3 py-2">{vehicleName(v)}</td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">{v.plate}</td>
                <td className="px-3 py-2 whitespace-nowrap">{capacityText(v)}</td>
                <td className="px-3 py-2">{LIFT_OR_RAMP_LABELS[v.liftOrRamp]}</td>
                <td className="px-3 py-2">
                  <VehicleStatusBadge status={v.status} />
                </td>
                <td className="px-3 py-2">
                  <NextExpiry vehicle={v} today={today} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ul className="grid gap-3 lg:hidden">
        {vehicles.map((v) => (
          <li key={v.id}>
            <Card className="grid gap-2 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link href={`/vehicles/${v.id}`} className={`${linkClasses} text-lg`}>
                    {v.number}
                  </Link>
                  <p className="text-sm text-muted">
                    {vehicleName(v)} · <span className="font-mono">{v.plate}</span>
                  </p>
                </div>
                <VehicleStatusBadge status={v.status} />
              </div>
              <p className="text-sm text-ink">
                {capacityText(v)} · {columns.liftOrRamp}: {LIFT_OR_RAMP_LABELS[v.liftOrRamp]}
              </p>
              <p className="text-sm">
                <span className="text-muted">{columns.nextExpiry}: </span>
                <NextExpiry vehicle={v} today={today} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
