import type { Vehicle, VehicleInput } from '@domain/vehicle';

/** The vehicle form's values as the inputs hold them (text); the shared schema turns them into the body. */
export interface VehicleFormValues {
  number: string;
  make: string;
  model: string;
  colour: string;
  year: string;
  plate: string;
  vin: string;
  ambulatorySeats: string;
  wheelchairPositions: string;
  stretcherPositions: string;
  liftOrRamp: NonNullable<VehicleInput['liftOrRamp']>;
  status: NonNullable<VehicleInput['status']>;
}

export const VEHICLE_FORM_FIELDS = [
  'number',
  'make',
  'model',
  'colour',
  'year',
  'plate',
  'vin',
  'ambulatorySeats',
  'wheelchairPositions',
  'stretcherPositions',
  'liftOrRamp',
  'status',
] as const satisfies readonly (keyof VehicleFormValues)[];

export const EMPTY_VEHICLE_FORM: VehicleFormValues = {
  number: '',
  make: '',
  model: '',
  colour: '',
  year: '',
  plate: '',
  vin: '',
  ambulatorySeats: '0',
  wheelchairPositions: '0',
  stretcherPositions: '0',
  liftOrRamp: 'none',
  status: 'active',
};

export function vehicleToFormValues(v: Vehicle): VehicleFormValues {
  return {
    number: v.number,
    make: v.make,
    model: v.model,
    colour: v.colour ?? '',
    year: String(v.year),
    plate: v.plate,
    vin: v.vin,
    ambulatorySeats: String(v.ambulatorySeats),
    wheelchairPositions: String(v.wheelchairPositions),
    stretcherPositions: String(v.stretcherPositions),
    liftOrRamp: v.liftOrRamp,
    status: v.status,
  };
}
