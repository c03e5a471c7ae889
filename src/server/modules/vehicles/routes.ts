import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../../domain/page';
import {
  VEHICLE_STATUSES,
  vehicleDocumentResponse,
  vehicleDocumentSchema,
  vehicleResponse,
  vehicleSchema,
} from '../../../domain/vehicle';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { addVehicleDocument, createVehicle, fleet, readVehicle, replaceVehicle } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const admin = onlyFor('admin');

/** docs/decisions/043-vehicles.md: the fleet is the administrators' to keep; every read and change is audited. */
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/vehicles',
    {
      schema: {
        querystring: z.object({ status: z.enum(VEHICLE_STATUSES).optional(), ...pageQuery }),
        response: { 200: pageOf(vehicleResponse).describe('A page of vehicles, by number') },
      },
      config: { ...admin, audit: { action: 'vehicle.list', entity: 'vehicle' } },
    },
    async (request) => fleet(db, request.query),
  );

  app.post(
    '/api/vehicles',
    {
      schema: { body: vehicleSchema, response: { 201: vehicleResponse } },
      config: { ...admin, audit: { action: 'vehicle.create', entity: 'vehicle' } },
    },
    async (request, reply) => {
      const vehicle = await createVehicle(db, request.body);
      request.auditEntityId = vehicle.id;
      return reply.status(201).send(vehicle);
    },
  );

  app.get(
    '/api/vehicles/:id',
    {
      schema: { params: idParams, response: { 200: vehicleResponse } },
      config: { ...admin, audit: { action: 'vehicle.read', entity: 'vehicle' } },
    },
    async (request) => readVehicle(db, request.params.id),
  );

  app.put(
    '/api/vehicles/:id',
    {
      schema: { params: idParams, body: vehicleSchema, response: { 200: vehicleResponse } },
      config: { ...admin, audit: { action: 'vehicle.update', entity: 'vehicle' } },
    },
    async (request) => replaceVehicle(db, request.params.id, request.body),
  );

  app.post(
    '/api/vehicles/:id/documents',
    {
      schema: { params: idParams, body: vehicleDocumentSchema, response: { 201: vehicleDocumentResponse } },
      config: { ...admin, audit: { action: 'vehicle.document.create', entity: 'vehicle' } },
    },
    async (request, reply) =>
      reply.status(201).send(await addVehicleDocument(db, request.params.id, request.body, caller(request).id)),
  );
};
