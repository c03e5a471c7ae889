import type { z } from 'zod';
import type { Page } from '../../../domain/page';
import type { Vehicle, VehicleDocument, vehicleDocumentSchema, vehicleSchema } from '../../../domain/vehicle';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../errors';
import { storedObjectsOf } from '../objects/service';
import {
  findVehicle,
  insertVehicle,
  insertVehicleDocument,
  listVehicles,
  toVehicleDocument,
  updateVehicleRow,
  type VehicleFilter,
  type VehicleValues,
} from './repository';

type VehicleBody = z.output<typeof vehicleSchema>;
type DocumentBody = z.output<typeof vehicleDocumentSchema>;

/** Two vehicles never share a number (in any case) or a VIN: the unique indexes decide, the caller learns which field. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'vehicles_number_lower_key')
      throw conflict('Another vehicle has this number', { number: 'Another vehicle has this number' });
    if (constraint === 'vehicles_vin_key')
      throw conflict('Another vehicle has this VIN', { vin: 'Another vehicle has this VIN' });
    throw error;
  }
}

const valuesOf = (body: VehicleBody): VehicleValues => ({ ...body });

/** A vehicle as another module reads it (a driver's van, a trip log's): undefined when there is none. */
export { findVehicle, vehicleExists } from './repository';

/** docs/decisions/043-vehicles.md: the fleet, a page at a time, by number. */
export function fleet(db: Database, filter: VehicleFilter): Promise<Page<Vehicle>> {
  return listVehicles(db, filter);
}

export async function createVehicle(db: Database, body: VehicleBody): Promise<Vehicle> {
  const id = await refusingDuplicates(() => insertVehicle(db, valuesOf(body)));
  return (await findVehicle(db, id))!;
}

export async function readVehicle(db: Database, id: string): Promise<Vehicle> {
  const vehicle = await findVehicle(db, id);
  if (!vehicle) throw notFound();
  return vehicle;
}

export async function replaceVehicle(db: Database, id: string, body: VehicleBody): Promise<Vehicle> {
  const found = await refusingDuplicates(() => updateVehicleRow(db, id, valuesOf(body)));
  if (!found) throw notFound();
  return (await findVehicle(db, id))!;
}

/**
 * A document with its expiry. Its file is an upload the administrator made first (POST /api/objects/upload): only
 * a stored upload of their own may be attached, as with a driver's documents (decision 028).
 */
export async function addVehicleDocument(
  db: Database,
  vehicleId: string,
  body: DocumentBody,
  adminId: string,
): Promise<VehicleDocument> {
  if (!(await findVehicle(db, vehicleId))) throw notFound();
  if (body.objectId) {
    const [object] = await storedObjectsOf(db, [body.objectId], { userId: adminId });
    if (!object) throw badRequest('Please correct the highlighted fields', { objectId: 'Upload the document again' });
  }
  const row = await insertVehicleDocument(db, {
    vehicleId,
    kind: body.kind,
    expiresOn: body.expiresOn,
    objectId: body.objectId,
    createdByUserId: adminId,
  });
  return toVehicleDocument(row);
}
