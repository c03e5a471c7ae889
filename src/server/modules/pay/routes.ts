import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyProfile } from '../../../domain/company-profile';
import {
  payAdjustmentInput,
  payPeriodInput,
  payStatementBuildInput,
  payStatementListQuery,
  payStatementPaidInput,
  payStatementResponse,
  payStatementSummaryResponse,
  unpaidResponse,
} from '../../../domain/pay-statement';
import { pageOf } from '../../../domain/page';
import { fileResponse, sendFile } from '../../file-reply';
import { idempotent } from '../../idempotency';
import { caller, onlyFor } from '../../auth/access';
import type { Database } from '../../db/client';
import { pageQuery } from '../../db/pagination';
import type { PdfWorkers } from '../../pdf/render-in-worker';
import { answersPdf } from '../../plugins/pdf-work';
import { buildForAllDrivers, unpaid } from './all-drivers';
import { payStatementCsv, payStatementDocument, statementFilename } from './documents';
import {
  addAdjustment,
  buildStatement,
  issueStatement,
  listStatements,
  markPaid,
  myStatements,
  statementFor,
  voidStatement,
} from './service';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const pdfFile = fileResponse('application/pdf', 'A PDF document');
const csvFile = fileResponse('text/csv', 'A CSV file: a row per trip and adjustment, then the total');
// Paged as every list is (docs/decisions/035-paginated-lists.md): newest created first, `limit` and `cursor`.
const list = pageOf(payStatementSummaryResponse);

/**
 * Contractor pay statements (docs/decisions/071-contractor-pay.md). Administrators build, adjust, issue, pay and
 * void; a driver reads their own once issued, with its PDF and CSV.
 */
export const payStatementRoutes: FastifyPluginAsyncZod<{
  db: Database;
  company: CompanyProfile;
  pdf: PdfWorkers;
}> = async (app, { db, company, pdf }) => {
  const { timeZone } = company;

  app.get(
    '/api/pay-statements',
    {
      schema: {
        querystring: payStatementListQuery.extend(pageQuery),
        response: { 200: list.describe('A page of pay statements, newest first') },
      },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.list', entity: 'pay_statement' } },
    },
    async (request) => listStatements(db, request.query),
  );

  app.post(
    '/api/pay-statements',
    {
      schema: { body: payStatementBuildInput, response: { 201: payStatementResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.create', entity: 'pay_statement' } },
    },
    async (request, reply) => {
      const statement = await buildStatement(db, request.body, caller(request).id, timeZone);
      request.auditEntityId = statement.id;
      return reply.status(201).send(statement);
    },
  );

  app.get(
    '/api/pay-statements/unpaid',
    {
      schema: { querystring: payPeriodInput, response: { 200: unpaidResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.unpaid', entity: 'pay_statement' } },
    },
    async (request) => unpaid(db, request.query, timeZone),
  );

  app.post(
    '/api/pay-statements/all',
    {
      schema: {
        body: payPeriodInput,
        response: {
          201: z
            .object({ statements: z.array(payStatementSummaryResponse) })
            .describe('The drafts built, one per driver'),
        },
      },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.create_all', entity: 'pay_statement' } },
    },
    async (request, reply) =>
      reply.status(201).send({ statements: await buildForAllDrivers(db, request.body, caller(request).id, timeZone) }),
  );

  app.get(
    '/api/drivers/me/pay-statements',
    {
      schema: {
        querystring: z.object(pageQuery),
        response: { 200: list.describe("A page of the signed-in driver's issued and paid statements, newest first") },
      },
      config: { ...onlyFor('driver'), audit: { action: 'pay_statement.mine', entity: 'pay_statement' } },
    },
    async (request) => myStatements(db, caller(request), request.query),
  );

  app.get(
    '/api/pay-statements/:id',
    {
      schema: { params: idParams, response: { 200: payStatementResponse } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'pay_statement.read', entity: 'pay_statement' } },
    },
    async (request) => statementFor(db, caller(request), request.params.id),
  );

  app.post(
    '/api/pay-statements/:id/adjustments',
    {
      schema: { params: idParams, body: payAdjustmentInput, response: { 201: payStatementResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.adjust', entity: 'pay_statement' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { body } = await idempotent(db, request, `pay_statements.adjust:${id}`, async (tx) => ({
        statusCode: 201,
        body: await addAdjustment(tx, id, request.body, caller(request).id),
      }));
      return reply.status(201).send(body);
    },
  );

  app.post(
    '/api/pay-statements/:id/issue',
    {
      schema: { params: idParams, response: { 200: payStatementResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.issue', entity: 'pay_statement' } },
    },
    async (request) => issueStatement(db, request.params.id),
  );

  app.post(
    '/api/pay-statements/:id/paid',
    {
      schema: { params: idParams, body: payStatementPaidInput, response: { 200: payStatementResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.paid', entity: 'pay_statement' } },
    },
    async (request) => markPaid(db, request.params.id, request.body.paidOn, timeZone),
  );

  app.post(
    '/api/pay-statements/:id/void',
    {
      schema: { params: idParams, response: { 200: payStatementResponse } },
      config: { ...onlyFor('admin'), audit: { action: 'pay_statement.void', entity: 'pay_statement' } },
    },
    async (request) => voidStatement(db, request.params.id),
  );

  // The documents hold what the driver is paid: shown in the browser, never kept by a cache.
  app.get(
    '/api/pay-statements/:id/statement.pdf',
    {
      schema: { params: idParams, response: { 200: pdfFile } },
      config: {
        ...onlyFor('admin', 'driver'),
        ...answersPdf,
        audit: { action: 'pay_statement.pdf', entity: 'pay_statement' },
      },
    },
    async (request, reply) => {
      const statement = await statementFor(db, caller(request), request.params.id);
      const [bytes] = await pdf.render([payStatementDocument(statement, company)]);
      return sendFile(reply, { type: 'application/pdf', filename: statementFilename(statement, 'pdf'), bytes: bytes! });
    },
  );

  app.get(
    '/api/pay-statements/:id/statement.csv',
    {
      schema: { params: idParams, response: { 200: csvFile } },
      config: { ...onlyFor('admin', 'driver'), audit: { action: 'pay_statement.csv', entity: 'pay_statement' } },
    },
    async (request, reply) => {
      const statement = await statementFor(db, caller(request), request.params.id);
      return sendFile(reply, {
        type: 'text/csv; charset=utf-8',
        filename: statementFilename(statement, 'csv'),
        bytes: payStatementCsv(statement),
      });
    },
  );
};
