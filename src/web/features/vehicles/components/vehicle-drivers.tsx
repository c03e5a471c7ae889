import type { Vehicle } from '@domain/vehicle';
import { vehiclesCopy as copy } from '@/content/vehicles';

/** Who drives the vehicle now, by name ("One driver drives this vehicle now" said too little to act on). */
export function VehicleDrivers({ drivers }: { drivers: Vehicle['drivers'] }) {
  if (drivers.length === 0) return <>{copy.details.noDrivers}</>;
  return (
    <ul className="grid gap-1">
      {drivers.map((d) => (
        <li key={d.id}>{d.fullName}</li>
      ))}
    </ul>
  );
}
