import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inspectionClearInput,
  inspectionInput,
  inspectionListQuery,
  inspectionResponse,
} from '../../../domain/inspection';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { clearInspection, dayInspections, recordInspection } from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/**
 * Pre-trip vehicle inspections (docs/decisions/063-pre-trip-inspection.md): the driver answers the day's checklist
 * from the phone; administrators read a day's answers and clear a fault so the driver may start.
 */
export const inspectionRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  app.post(
    '/api/drivers/me/inspection',
    {
      schema: { body: inspectionInput, response: { 201: inspectionResponse } },
      config: { ...onlyFor('driver'), audit: { action: 'driver.inspection', entity: 'inspection' } },
    },
    async (request, reply) => {
      const inspection = await recordInspection(db, request, caller(request), request.body, timeZone);
      request.auditEntityId = inspection.id;
      return reply.status(201).send(inspection);
    },
  );

  app.get(
    '/api/inspections',
    {
      schema: {
        querystring: inspectionListQuery,
        response: {
          200: z.array(inspectionResponse).describe("One day's inspections (today when no date is given), by driver"),
        },
      },
      config: { ...onlyFor('admin'), audit: { action: 'inspection.list', entity: 'inspection' } },
    },
    async (request) => dayInspections(db, request.query, timeZone),
  );

  app.post(
    '/api/inspections/:id/clear',
    {
      schema: { params: idParams, body: inspectionClearInput, response: { 200: inspectionResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'inspection.clear', entity: 'inspection' } },
    },
    async (request) => clearInspection(db, caller(request), request.params.id, request.body),
  );
};
