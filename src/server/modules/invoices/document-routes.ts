import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyProfile } from '../../../domain/company';
import { onlyFor } from '../../auth/access';
import type { BillingConfig } from '../../config/billing';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { fileResponse, sendFile } from '../../file-reply';
import type { PdfWorkers } from '../../pdf/render-in-worker';
import { answersPdf } from '../../plugins/pdf-work';
import { correctedClaimData, correctionOf } from './claim-corrections';
import { cms1500Document } from './documents/cms1500-pdf';
import { invoiceCsv } from './documents/invoice-csv';
import { invoicePdfDocument } from './documents/invoice-pdf';
import { invoiceDocumentData } from './documents/load';
import { x12837p } from './documents/x12-837p';

const idParams = z.object({ id: z.uuid({ error: 'Not found' }) });
const claimParams = idParams.extend({ claimId: z.uuid({ error: 'Not found' }) });
/** The whole form, or its values alone for pre-printed forms (docs/decisions/099-claims-a-clearinghouse-accepts.md). */
const cms1500Query = z.object({
  print: z
    .enum(['form', 'data'])
    .default('form')
    .describe(
      '`form` (the default): the whole form, its red rules and labels with the values. `data`: the values alone at ' +
        'the same places, to print onto pre-printed red CMS-1500 forms at actual size.',
    ),
});

interface Options {
  db: Database;
  company: CompanyProfile;
  billing: BillingConfig['billing'];
  /** In production a claim file is refused until the company's NPI, EIN and address are set. */
  requireBillingIdentity: boolean;
  pdf: PdfWorkers;
}

/**
 * The invoice's files (docs/decisions/072-claim-documents.md): its PDF and CSV, the CMS-1500 of one claim and the
 * 837P of the batch. Each is made from the stored invoice, so its figures are the API's. Administrators only.
 */
export const invoiceDocumentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, company, billing, requireBillingIdentity, pdf },
) => {
  const config = { ...onlyFor('admin'), audit: { action: 'invoice.document', entity: 'invoice' } };
  const pdfConfig = { ...config, ...answersPdf };
  // In production the demo's stand-in NPI and EIN are never printed: the invoice leaves them off until they are set.
  const provider = requireBillingIdentity && !billing.configured ? { ...billing, npi: '', taxId: '' } : billing;
  const load = (id: string) => invoiceDocumentData(db, id, company, provider);
  /**
   * The claim files of a sent invoice only: a draft's would skip the checks before sending, and a void one's would
   * bill again trips that are free to go on another invoice.
   */
  const claimFiles = async (id: string) => {
    if (requireBillingIdentity && !billing.configured)
      throw conflict('Set BILLING_NPI, BILLING_TAX_ID and BILLING_ADDRESS before sending claims');
    const data = await load(id);
    if (data.invoice.status === 'draft') throw conflict('Send the invoice before taking its claim files');
    if (data.invoice.status === 'void') throw conflict('A void invoice has no claim files');
    return data;
  };

  app.get(
    '/api/invoices/:id/invoice.pdf',
    {
      schema: { params: idParams, response: { 200: fileResponse('application/pdf', 'The invoice as a PDF') } },
      config: pdfConfig,
    },
    async (request, reply) => {
      const data = await load(request.params.id);
      const [bytes] = await pdf.render([invoicePdfDocument(data)]);
      return sendFile(reply, { type: 'application/pdf', filename: `${data.invoice.number}.pdf`, bytes: bytes! });
    },
  );

  app.get(
    '/api/invoices/:id/invoice.csv',
    {
      schema: {
        params: idParams,
        response: { 200: fileResponse('text/csv', 'A row per charge line, then the total') },
      },
      config,
    },
    async (request, reply) => {
      const data = await load(request.params.id);
      return sendFile(reply, {
        type: 'text/csv; charset=utf-8',
        filename: `${data.invoice.number}.csv`,
        bytes: invoiceCsv(data),
      });
    },
  );

  app.get(
    '/api/invoices/:id/claims.837p',
    {
      schema: {
        params: idParams,
        response: { 200: fileResponse('application/edi-x12', 'The claims as an ASC X12 837P (005010X222A1) file') },
      },
      config,
    },
    async (request, reply) => {
      const data = await claimFiles(request.params.id);
      return sendFile(reply, {
        type: 'application/edi-x12',
        filename: `${data.invoice.number}.837`,
        bytes: x12837p(data),
      });
    },
  );

  app.get(
    '/api/invoices/:id/claims/:claimId/corrected.837p',
    {
      schema: {
        params: claimParams,
        response: {
          200: fileResponse(
            'application/edi-x12',
            'The corrected claim alone as an 837P in its own interchange: CLM05-3 7 with REF*F8 when it replaces the payer’s claim',
          ),
        },
      },
      config,
    },
    async (request, reply) => {
      const data = await claimFiles(request.params.id);
      if (!data.claims.some((c) => c.id === request.params.claimId)) throw notFound();
      const correction = await correctionOf(db, request.params.claimId);
      return sendFile(reply, {
        type: 'application/edi-x12',
        filename: `${data.invoice.number}-corrected-${request.params.claimId.slice(0, 8)}.837`,
        bytes: x12837p(correctedClaimData(data, request.params.claimId, correction)),
      });
    },
  );

  app.get(
    '/api/invoices/:id/claims/:claimId/cms1500.pdf',
    {
      schema: {
        params: claimParams,
        querystring: cms1500Query,
        response: { 200: fileResponse('application/pdf', 'The claim on a CMS-1500 (02/12) form, or its values alone') },
      },
      config: pdfConfig,
    },
    async (request, reply) => {
      const data = await claimFiles(request.params.id);
      if (!data.claims.some((c) => c.id === request.params.claimId)) throw notFound();
      const dataOnly = request.query.print === 'data';
      const [bytes] = await pdf.render([cms1500Document(data, request.params.claimId, { dataOnly })]);
      return sendFile(reply, {
        type: 'application/pdf',
        filename: `${data.invoice.number}-cms1500-${request.params.claimId.slice(0, 8)}${dataOnly ? '-data' : ''}.pdf`,
        bytes: bytes!,
      });
    },
  );
};
