import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isIsoDate } from '../../../domain/dates';
import { noContent, pageOf } from '../../../domain/page';
import {
  holidayResponse,
  holidaySchema,
  standingOrderPreviewResponse,
  standingOrderResponse,
  standingOrderRunResponse,
  standingOrderSchema,
} from '../../../domain/standing-order';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { locateTrip } from '../../stored-place';
import { generateJobs, latestRuns } from './generator';
import {
  addHoliday,
  createStandingOrder,
  endStandingOrder,
  listHolidays,
  listStandingOrders,
  previewStandingOrder,
  removeHoliday,
  standingOrderById,
  updateStandingOrder,
} from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const dateParams = z.object({ date: z.string().refine(isIsoDate, 'Not found') });

/** Standing orders, their generation runs and the company's holidays (docs/decisions/048-standing-orders.md): administrators only. */
export const standingOrderRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  app.get(
    '/api/standing-orders',
    {
      schema: {
        querystring: z.object(pageQuery),
        response: { 200: pageOf(standingOrderResponse).describe('A page of standing orders, newest first') },
      },
      config: { ...onlyFor('admin'), audit: { action: 'standing_order.list', entity: 'standing_order' } },
    },
    async (request) => listStandingOrders(db, request.query),
  );

  app.post(
    '/api/standing-orders',
    {
      schema: { body: standingOrderSchema, response: { 201: standingOrderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'standing_order.create', entity: 'standing_order' } },
    },
    async (request, reply) => {
      const order = await createStandingOrder(
        db,
        request.body,
        await locateTrip(request.body),
        caller(request).id,
        timeZone,
      );
      request.auditEntityId = order.id;
      return reply.status(201).send(order);
    },
  );

  // Before the path with an id, so "preview" and "runs" are never read as one.
  app.post(
    '/api/standing-orders/preview',
    {
      schema: { body: standingOrderSchema, response: { 200: standingOrderPreviewResponse } },
      config: { ...onlyFor('admin') },
    },
    async (request) => previewStandingOrder(db, request.body, timeZone),
  );

  app.get(
    '/api/standing-orders/runs',
    {
      schema: {
        response: { 200: z.array(standingOrderRunResponse).describe('The latest generation runs, newest first') },
      },
      config: { ...onlyFor('admin') },
    },
    async () => latestRuns(db),
  );

  app.post(
    '/api/standing-orders/generate',
    {
      schema: {
        response: {
          200: standingOrderRunResponse
            .nullable()
            .describe('The run; null when another instance was generating at that moment'),
        },
      },
      config: { ...onlyFor('admin'), audit: { action: 'standing_order.generate', entity: 'standing_order' } },
    },
    async () => generateJobs(db, { trigger: 'manual', timeZone }),
  );

  app.get(
    '/api/standing-orders/:id',
    {
      schema: { params: idParams, response: { 200: standingOrderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'standing_order.read', entity: 'standing_order' } },
    },
    async (request) => standingOrderById(db, request.params.id),
  );

  app.put(
    '/api/standing-orders/:id',
    {
      schema: { params: idParams, body: standingOrderSchema, response: { 200: standingOrderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'standing_order.update', entity: 'standing_order' } },
    },
    async (request) =>
      updateStandingOrder(db, request.params.id, request.body, await locateTrip(request.body), timeZone),
  );

  app.delete(
    '/api/standing-orders/:id',
    {
      schema: { params: idParams, response: { 200: standingOrderResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'standing_order.end', entity: 'standing_order' } },
    },
    async (request) => endStandingOrder(db, request.params.id, caller(request).id, timeZone),
  );

  app.get(
    '/api/holidays',
    {
      schema: { response: { 200: z.array(holidayResponse).describe("The company's holidays, by date") } },
      config: { ...onlyFor('admin') },
    },
    async () => listHolidays(db),
  );

  app.post(
    '/api/holidays',
    {
      schema: { body: holidaySchema, response: { 201: holidayResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'holiday.create', entity: 'holiday' } },
    },
    async (request, reply) => reply.status(201).send(await addHoliday(db, request.body)),
  );

  app.delete(
    '/api/holidays/:date',
    {
      schema: { params: dateParams, response: { 204: noContent } },
      config: { ...onlyFor('admin'), audit: { action: 'holiday.delete', entity: 'holiday' } },
    },
    async (request, reply) => {
      await removeHoliday(db, request.params.date);
      return reply.status(204).send(null);
    },
  );
};
