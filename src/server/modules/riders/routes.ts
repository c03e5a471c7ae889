import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../../domain/page';
import { riderListQuery, riderResponse, riderSchema, riderTripsResponse } from '../../../domain/rider';
import { onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { idempotent } from '../../idempotency';
import type { Geocoder } from '../../geo';
import { createRider, findRiders, locateRider, riderById, tripsOfRider, updateRider } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** Riders are patient data: administrators only, and every read and change is audited (docs/decisions/044-riders.md). */
export const riderRoutes: FastifyPluginAsyncZod<{ db: Database; geocoder: Geocoder }> = async (
  app,
  { db, geocoder },
) => {
  app.get(
    '/api/riders',
    {
      schema: {
        querystring: riderListQuery.extend(pageQuery),
        response: { 200: pageOf(riderResponse).describe('A page of riders, by name') },
      },
      config: { ...onlyFor('admin'), audit: { action: 'rider.list', entity: 'rider' } },
    },
    async (request) => findRiders(db, request.query),
  );

  app.post(
    '/api/riders',
    {
      schema: { body: riderSchema, response: { 201: riderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'rider.create', entity: 'rider' } },
    },
    async (request, reply) => {
      const rider = await locateRider(geocoder, request.body);
      const { body: id } = await idempotent(db, request, 'riders.create', async (tx) => ({
        statusCode: 201,
        body: (await createRider(tx, rider)).id,
      }));
      request.auditEntityId = id;
      // A replay answers as the first request did, and that was always a 201.
      return reply.status(201).send(await riderById(db, id));
    },
  );

  app.get(
    '/api/riders/:id',
    {
      schema: { params: idParams, response: { 200: riderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'rider.read', entity: 'rider' } },
    },
    async (request) => {
      request.auditEntityId = request.params.id;
      return riderById(db, request.params.id);
    },
  );

  app.put(
    '/api/riders/:id',
    {
      schema: { params: idParams, body: riderSchema, response: { 200: riderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'rider.update', entity: 'rider' } },
    },
    async (request) => {
      request.auditEntityId = request.params.id;
      return updateRider(db, request.params.id, await locateRider(geocoder, request.body));
    },
  );

  app.get(
    '/api/riders/:id/trips',
    {
      schema: { params: idParams, response: { 200: riderTripsResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'rider.read', entity: 'rider' } },
    },
    async (request) => {
      request.auditEntityId = request.params.id;
      return tripsOfRider(db, request.params.id);
    },
  );
};
