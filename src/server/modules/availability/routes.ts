import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityResponse,
  availabilitySchema,
  clockActionSchema,
  clockResponse,
  dayAvailabilityQuery,
  dayAvailabilityResponse,
  shiftDecisionSchema,
  shiftExceptionResponse,
  shiftRequestSchema,
} from '../../../domain/availability';
import { todayIn } from '../../../domain/dates';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import {
  answerRequest,
  clockMe,
  dayAvailability,
  myClock,
  readAvailability,
  requestChange,
  setAvailability,
} from './service';

const driverParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const requestParams = driverParams.extend({ requestId: z.uuid({ error: 'Not found' }) });

/** docs/decisions/117-availability.md: drivers' weeks, places and dated changes, and a day's shifts for the board. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const today = () => todayIn(timeZone);

  // An administrator, or the driver whose week it is; another driver's is "not found".
  app.get(
    '/api/drivers/:id/availability',
    {
      schema: { params: driverParams, response: { 200: availabilityResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'availability.read', entity: 'driver' } },
    },
    async (request) => readAvailability(db, caller(request), request.params.id, today()),
  );

  app.put(
    '/api/drivers/:id/availability',
    {
      schema: { params: driverParams, body: availabilitySchema, response: { 200: availabilityResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'availability.update', entity: 'driver' } },
    },
    async (request) => setAvailability(db, caller(request), request.params.id, request.body, today()),
  );

  app.post(
    '/api/drivers/:id/availability/requests',
    {
      schema: { params: driverParams, body: shiftRequestSchema, response: { 201: shiftExceptionResponse } },
      config: { ...onlyFor('driver'), audit: { action: 'availability.request', entity: 'shift_exception' } },
    },
    async (request, reply) => {
      const made = await requestChange(db, caller(request), request.params.id, request.body, today());
      request.auditEntityId = made.id;
      return reply.status(201).send(made);
    },
  );

  app.post(
    '/api/drivers/:id/availability/requests/:requestId/decision',
    {
      schema: { params: requestParams, body: shiftDecisionSchema, response: { 200: shiftExceptionResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'availability.decide', entity: 'shift_exception' } },
    },
    async (request) => {
      request.auditEntityId = request.params.requestId;
      return answerRequest(db, caller(request), {
        driverId: request.params.id,
        requestId: request.params.requestId,
        approve: request.body.approve,
      });
    },
  );

  app.get(
    '/api/availability',
    {
      schema: { querystring: dayAvailabilityQuery, response: { 200: dayAvailabilityResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'availability.day', entity: 'driver' } },
    },
    async (request) => dayAvailability(db, request.query.date, timeZone),
  );

  // The driver's working day (docs/decisions/118-clock-in.md): today's times, and clocking in or out.
  app.get(
    '/api/drivers/me/clock',
    {
      schema: { response: { 200: clockResponse } },
      config: { ...onlyFor('driver'), audit: { action: 'clock.read', entity: 'driver' } },
    },
    async (request) => myClock(db, caller(request), timeZone),
  );

  app.post(
    '/api/drivers/me/clock',
    {
      schema: { body: clockActionSchema, response: { 200: clockResponse } },
      config: { ...onlyFor('driver'), audit: { action: 'clock.change', entity: 'driver' } },
    },
    async (request) => clockMe(db, caller(request), request.body.action, timeZone),
  );
};
