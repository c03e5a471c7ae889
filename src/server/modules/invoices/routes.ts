import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../../domain/dates';
import {
  AGING_BUCKETS,
  agingResponse,
  INVOICE_STATUSES,
  invoiceBuildInput,
  invoicePaymentInput,
  invoiceReasonInput,
  invoiceResponse,
  invoiceSendInput,
  invoiceSummaryResponse,
  tripMoneyResponse,
  unbilledPeriodResponse,
  unbilledResponse,
} from '../../../domain/invoice';
import { pageOf } from '../../../domain/page';
import { isIsoDate } from '../../../domain/dates';
import { onlyFor } from '../../auth/access';
import { idempotent } from '../../idempotency';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import { denyInvoice, recordPayment, removeClaim, sendInvoice, voidInvoice } from './actions';
import { buildInvoice } from './build';
import { unbilledPeriod } from './billable';
import { aging, invoiceById, listInvoices, unbilled } from './read';
import { tripMoney } from './trip-money';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const claimParams = idParams.extend({ claimId: z.uuid({ error: 'Not found' }) });
const day = (label: string) => z.string().refine(isIsoDate, `${label} must be a valid date`);

/** Invoices and claims (docs/decisions/070-invoices.md): administrators only. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const admin = (action: string) => ({ ...onlyFor('admin'), audit: { action, entity: 'invoice' } });

  app.get(
    '/api/invoices',
    {
      schema: {
        querystring: z.object({
          status: z.enum(INVOICE_STATUSES).optional(),
          payerId: z.uuid({ error: 'payerId must be an id' }).optional(),
          aging: z
            .enum(AGING_BUCKETS, { error: 'Not an aging bucket' })
            .optional()
            .describe("Only the invoices counted in this aging bucket on asOf (the aging's drill-down)"),
          asOf: day('As of').optional().describe('The day the aging bucket is counted on; today when left out'),
          ...pageQuery,
        }),
        response: { 200: pageOf(invoiceSummaryResponse) },
      },
      config: admin('invoice.list'),
    },
    async (request) => listInvoices(db, { ...request.query, asOf: request.query.asOf ?? todayIn(timeZone) }),
  );

  app.get(
    '/api/invoices/unbilled-period',
    {
      schema: {
        querystring: z.object({ payerId: z.uuid({ error: 'Choose a payer' }).optional() }),
        response: { 200: unbilledPeriodResponse },
      },
      config: admin('invoice.unbilled'),
    },
    async (request) => unbilledPeriod(db, request.query.payerId, todayIn(timeZone), timeZone),
  );

  app.get(
    '/api/jobs/:id/billing',
    {
      schema: { params: idParams, response: { 200: tripMoneyResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'job.billing', entity: 'job' } },
    },
    async (request) => tripMoney(db, request.params.id, timeZone),
  );

  app.get(
    '/api/invoices/unbilled',
    {
      schema: {
        querystring: z.object({
          payerId: z.uuid({ error: 'Choose a payer' }),
          periodFrom: day('Period start'),
          periodTo: day('Period end'),
        }),
        response: { 200: unbilledResponse },
      },
      config: admin('invoice.unbilled'),
    },
    async (request) => unbilled(db, request.query.payerId, request.query.periodFrom, request.query.periodTo, timeZone),
  );

  app.get(
    '/api/invoices/aging',
    {
      schema: { querystring: z.object({ asOf: day('As of').optional() }), response: { 200: agingResponse } },
      config: admin('invoice.aging'),
    },
    async (request) => aging(db, request.query.asOf ?? todayIn(timeZone)),
  );

  app.post(
    '/api/invoices',
    { schema: { body: invoiceBuildInput, response: { 201: invoiceResponse } }, config: admin('invoice.create') },
    async (request, reply) => {
      const id = await buildInvoice(db, request.body, request.user?.id ?? null, timeZone);
      request.auditEntityId = id;
      return reply.status(201).send(await invoiceById(db, id, timeZone));
    },
  );

  app.get(
    '/api/invoices/:id',
    { schema: { params: idParams, response: { 200: invoiceResponse } }, config: admin('invoice.read') },
    async (request) => invoiceById(db, request.params.id, timeZone),
  );

  app.post(
    '/api/invoices/:id/claims/:claimId/remove',
    { schema: { params: claimParams, response: { 200: invoiceResponse } }, config: admin('invoice.remove_claim') },
    async (request) => {
      await removeClaim(db, request.params.id, request.params.claimId);
      return invoiceById(db, request.params.id, timeZone);
    },
  );

  app.post(
    '/api/invoices/:id/send',
    {
      schema: { params: idParams, body: invoiceSendInput, response: { 200: invoiceResponse } },
      config: admin('invoice.send'),
    },
    async (request) => {
      await sendInvoice(db, request.params.id, request.body, timeZone);
      return invoiceById(db, request.params.id, timeZone);
    },
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      schema: { params: idParams, body: invoicePaymentInput, response: { 201: invoiceResponse } },
      config: admin('invoice.payment'),
    },
    async (request, reply) => {
      const { id } = request.params;
      await idempotent(db, request, `invoices.payment:${id}`, async (tx) => {
        await recordPayment(tx, id, request.body, request.user?.id ?? null, timeZone);
        return { statusCode: 201, body: { id } };
      });
      return reply.status(201).send(await invoiceById(db, id, timeZone));
    },
  );

  app.post(
    '/api/invoices/:id/deny',
    {
      schema: { params: idParams, body: invoiceReasonInput, response: { 200: invoiceResponse } },
      config: admin('invoice.deny'),
    },
    async (request) => {
      await denyInvoice(db, request.params.id, request.body.reason);
      return invoiceById(db, request.params.id, timeZone);
    },
  );

  app.post(
    '/api/invoices/:id/void',
    {
      schema: { params: idParams, body: invoiceReasonInput, response: { 200: invoiceResponse } },
      config: admin('invoice.void'),
    },
    async (request) => {
      await voidInvoice(db, request.params.id, request.body.reason);
      return invoiceById(db, request.params.id, timeZone);
    },
  );
};
