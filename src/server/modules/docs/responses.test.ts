import type { InjectOptions, RouteOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobListItem, jobResponse } from '../../../domain/job';
import { JOB_STATUSES } from '../../../domain/statuses';
import type { Role } from '../../../domain/roles';
import { daysFromToday } from '../../../domain/dates';
import { DEFAULT_TRIP_POLICY } from '../../../domain/trip';
import { referralReference } from '../../../domain/referral';
import { makeCredential } from '../../demo/demo-credentials';
import { DEFAULT_TEST_PASSWORD, makeDriver, makeJob, makeReferral, makeUser, makeVehicle } from '../../demo/factories';
import { riderInput, standingOrderInput, vehicleInput } from '../../demo/samples';
import { driverApplication, jobBody, referralBody, SAMPLE_FILES } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, registration, sessionCookie, type TestApp } from '../../test/test-app';
import { STEP_BODIES } from '../../test/trip';
import { failedInspection, inspectionBody } from '../../test/inspection';
import { readyProposal } from '../../test/proposal';
import { failedMessage } from '../../test/message';
import { payerBody, rateBody } from '../../test/payer';
import { INVOICE_PERIOD, invoiceOf, payerWithTrips } from '../../test/invoice';
import { workersCompBody } from '../../test/authorization';
import { payableDriver, payPeriod, payStatementOf } from '../../test/pay-statement';
import { uploadApplicationDocuments, uploadDocument } from '../../test/uploads';
import { ack999ForInvoice } from '../../test/x12-answers';
import { brokerDay, heldImport, manifestCsv, manifestUpload, roundTrip } from '../../test/manifest';
import { READY_MAPPINGS } from '../../../domain/manifest-row';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH, twilioSignature } from '../notifications/twilio';
import { mintTripLink } from '../trip-page/service';

/**
 * Every success answer is declared: each route's 2xx responses have a schema in the OpenAPI document, and what
 * the routes really answer parses with the zod schema they declare.
 */

type Caller = Role | 'anonymous';
type Ids =
  | 'brokerPayer'
  | 'tripImport'
  | 'tripImportPreview'
  | 'tripImportChange'
  | 'tripImportCancel'
  | 'referral'
  | 'reference'
  | 'driver'
  | 'pendingJob'
  | 'jobToDelete'
  | 'object'
  | 'pendingDriver'
  | 'vehicle'
  | 'adminObject'
  | 'rider'
  | 'credential'
  | 'partnerJob'
  | 'jobToCancel'
  | 'willCallJob'
  | 'startedJob'
  | 'proofJob'
  | 'waitedJob'
  | 'standingOrder'
  | 'orderToEnd'
  | 'holiday'
  | 'boardLeg'
  | 'inspection'
  | 'proposal'
  | 'proposalToDrop'
  | 'tripToken'
  | 'message'
  | 'payer'
  | 'authorization'
  | 'payDriver'
  | 'payStatement'
  | 'statementToIssue'
  | 'statementToPay'
  | 'statementToVoid'
  | 'invoice'
  | 'invoiceClaim'
  | 'invoiceToSend'
  | 'invoiceToPay'
  | 'invoiceToPayClaim'
  | 'invoiceToDeny'
  | 'invoiceToVoid'
  | 'billPayer'
  | 'claimToCorrect'
  | 'invoiceCorrected'
  | 'claimCorrected'
  | 'claimFile'
  | 'apiToken'
  | 'shiftRequest';

/**
 * One line per call: the route, who calls it, and how. `{name}` in a url is one of the ids made below; `fresh`
 * gives the call a session of its own (it ends or changes it); `request` prepares what a url and a JSON body
 * cannot say (a file's bytes, a step before). Each call must succeed (2xx), and its body must parse with the
 * schema the route declares for that status.
 */
interface Call {
  route: string;
  as: Caller;
  fresh?: true;
  url?: string;
  body?: () => object;
  request?: (cookie: string | undefined) => Promise<Partial<InjectOptions>>;
}

const newPassword = 'Wheelchair-Van-2027';
const adminAccount = () => ({
  username: `a_${crypto.randomUUID().slice(0, 8)}`,
  email: `${crypto.randomUUID()}@example.com`,
  password: newPassword,
  confirmPassword: newPassword,
});

const CONTRACT: Call[] = [
  { route: 'GET /api/jobs', as: 'admin' },
  { route: 'GET /api/jobs/driver/:driverId', as: 'driver', url: '/api/jobs/driver/{driver}' },
  { route: 'GET /api/jobs/driver/:driverId/day', as: 'driver', url: '/api/jobs/driver/{driver}/day' },
  { route: 'GET /api/jobs/driver/me/day', as: 'driver' },
  {
    route: 'POST /api/jobs',
    as: 'admin',
    body: () => jobBody({ referralId: ids.referral, assignedDriverId: ids.driver }),
  },
  { route: 'GET /api/jobs/:id', as: 'admin', url: '/api/jobs/{pendingJob}' },
  { route: 'GET /api/jobs/:id', as: 'driver', url: '/api/jobs/{pendingJob}' },
  { route: 'PUT /api/jobs/:id', as: 'driver', url: '/api/jobs/{pendingJob}', body: () => ({ status: 'accepted' }) },
  {
    route: 'PUT /api/jobs/:id',
    as: 'admin',
    url: '/api/jobs/{pendingJob}',
    body: () => jobBody({ status: 'completed', assignedDriverId: ids.driver }),
  },
  { route: 'DELETE /api/jobs/:id', as: 'admin', url: '/api/jobs/{jobToDelete}' },
  { route: 'GET /api/jobs/:id/candidates', as: 'admin', url: '/api/jobs/{pendingJob}/candidates' },
  {
    route: 'POST /api/jobs/candidates',
    as: 'admin',
    body: () => {
      const { levelOfService, escortCount, pickupTime, dropoffTime, pickupPlace, dropoffPlace } = jobBody();
      return { levelOfService, escortCount, pickupTime, dropoffTime, pickupPlace, dropoffPlace };
    },
  },
  { route: 'POST /api/jobs/export', as: 'admin', body: () => ({ ids: [ids.pendingJob] }) },
  {
    route: 'POST /api/jobs/:id/cancel',
    as: 'referral_partner',
    url: '/api/jobs/{partnerJob}/cancel',
    body: () => ({ reason: 'facility', note: 'Appointment moved' }),
  },
  {
    route: 'POST /api/jobs/:id/cancel',
    as: 'admin',
    url: '/api/jobs/{jobToCancel}/cancel',
    body: () => ({ reason: 'weather', requestedBy: 'dispatcher', cancelReturn: true }),
  },
  { route: 'POST /api/jobs/:id/rider-ready', as: 'admin', url: '/api/jobs/{willCallJob}/rider-ready' },
  {
    route: 'POST /api/jobs/:id/arrival',
    as: 'driver',
    url: '/api/jobs/{startedJob}/arrival',
    body: () => ({ lat: 39.95, lng: -75.16, accuracyMeters: 8 }),
  },
  { route: 'POST /api/jobs/:id/pickup', as: 'driver', url: '/api/jobs/{startedJob}/pickup' },
  { route: 'POST /api/jobs/:id/no-show', as: 'driver', url: '/api/jobs/{waitedJob}/no-show' },
  {
    route: 'POST /api/standing-orders',
    as: 'admin',
    body: () =>
      standingOrderInput(ids.rider, {
        returnTrip: 'at_time',
        returnPickupTime: '11:30',
        returnDropoffTime: '12:15',
        endDate: daysFromToday(60),
        authorizationNumber: 'AUTH-2291',
      }),
  },
  { route: 'GET /api/standing-orders', as: 'admin' },
  { route: 'GET /api/standing-orders/:id', as: 'admin', url: '/api/standing-orders/{standingOrder}' },
  {
    route: 'PUT /api/standing-orders/:id',
    as: 'admin',
    url: '/api/standing-orders/{standingOrder}',
    body: () => standingOrderInput(ids.rider, { skippedDates: [daysFromToday(3)] }),
  },
  {
    route: 'POST /api/standing-orders/preview',
    as: 'admin',
    body: () => standingOrderInput(ids.rider, { skippedDates: [daysFromToday(2)] }),
  },
  { route: 'POST /api/standing-orders/generate', as: 'admin' },
  { route: 'GET /api/standing-orders/runs', as: 'admin' },
  { route: 'DELETE /api/standing-orders/:id', as: 'admin', url: '/api/standing-orders/{orderToEnd}' },
  { route: 'POST /api/holidays', as: 'admin', body: () => ({ date: daysFromToday(40), name: 'Founders Day' }) },
  { route: 'GET /api/holidays', as: 'admin' },
  { route: 'DELETE /api/holidays/:date', as: 'admin', url: '/api/holidays/{holiday}' },
  { route: 'POST /api/referrals', as: 'anonymous', body: () => referralBody() },
  {
    route: 'POST /api/referrals',
    as: 'referral_partner',
    body: () => referralBody({ notes: 'Needs a ramp at the side door' }),
  },
  { route: 'GET /api/referrals', as: 'admin' },
  { route: 'GET /api/referrals', as: 'referral_partner' },
  { route: 'GET /api/referrals/:id', as: 'referral_partner', url: '/api/referrals/{referral}' },
  { route: 'GET /api/referrals/:id/legs', as: 'referral_partner', url: '/api/referrals/{referral}/legs' },
  {
    route: 'GET /api/referrals/by-reference/:reference',
    as: 'referral_partner',
    url: '/api/referrals/by-reference/{reference}',
  },
  { route: 'POST /api/referrals/claim', as: 'referral_partner', body: () => ({ reference: ids.reference }) },
  {
    route: 'PUT /api/referrals/:id',
    as: 'admin',
    url: '/api/referrals/{referral}',
    body: () => ({ notes: 'Called the family' }),
  },
  { route: 'GET /api/referrals/referrer-defaults', as: 'referral_partner' },
  { route: 'GET /api/referrals/:id/billing', as: 'admin', url: '/api/referrals/{referral}/billing' },

  { route: 'GET /healthz', as: 'anonymous' },
  { route: 'GET /readyz', as: 'anonymous' },
  { route: 'GET /api/company', as: 'anonymous' },
  { route: 'GET /api/policies', as: 'driver' },
  // A driver who has not inspected today yet (the signed-in one has).
  {
    route: 'POST /api/drivers/me/inspection',
    as: 'driver',
    body: () => inspectionBody(),
    request: async () => ({
      headers: { cookie: (await signedIn(t.app, t.database.db, 'driver', { inspected: false })).cookie! },
    }),
  },
  { route: 'GET /api/inspections', as: 'admin' },
  {
    route: 'POST /api/inspections/:id/clear',
    as: 'admin',
    url: '/api/inspections/{inspection}/clear',
    body: () => ({ note: 'Brakes bled and tested by the shop' }),
  },
  { route: 'GET /api/dispatch/day', as: 'admin' },
  { route: 'GET /api/jobs/:id/price', as: 'admin', url: '/api/jobs/{pendingJob}/price' },
  { route: 'GET /api/riders/:id/authorizations', as: 'admin', url: '/api/riders/{rider}/authorizations' },
  {
    route: 'POST /api/riders/:id/authorizations',
    as: 'admin',
    url: '/api/riders/{rider}/authorizations',
    body: () => workersCompBody(),
  },
  {
    route: 'PUT /api/authorizations/:id',
    as: 'admin',
    url: '/api/authorizations/{authorization}',
    body: () => workersCompBody(),
  },
  { route: 'GET /api/payers', as: 'admin' },
  { route: 'POST /api/payers', as: 'admin', body: () => payerBody() },
  { route: 'GET /api/payers/:id', as: 'admin', url: '/api/payers/{payer}' },
  { route: 'PUT /api/payers/:id', as: 'admin', url: '/api/payers/{payer}', body: () => payerBody() },
  { route: 'GET /api/payers/:id/rates', as: 'admin', url: '/api/payers/{payer}/rates' },
  {
    route: 'PUT /api/payers/:id/rates/:level',
    as: 'admin',
    url: '/api/payers/{payer}/rates/wheelchair',
    body: () => rateBody(),
  },
  { route: 'GET /api/invoices', as: 'admin' },
  {
    route: 'GET /api/invoices/unbilled',
    as: 'admin',
    url: '/api/invoices/unbilled?payerId={billPayer}&periodFrom=2026-10-01&periodTo=2026-10-31',
  },
  { route: 'GET /api/invoices/aging', as: 'admin' },
  { route: 'GET /api/invoices/unbilled-period', as: 'admin', url: '/api/invoices/unbilled-period?payerId={billPayer}' },
  { route: 'GET /api/jobs/:id/billing', as: 'admin', url: '/api/jobs/{pendingJob}/billing' },
  { route: 'POST /api/invoices', as: 'admin', body: () => ({ payerId: ids.billPayer, ...INVOICE_PERIOD }) },
  { route: 'GET /api/invoices/:id', as: 'admin', url: '/api/invoices/{invoice}' },
  {
    route: 'POST /api/invoices/:id/claims/:claimId/remove',
    as: 'admin',
    url: '/api/invoices/{invoice}/claims/{invoiceClaim}/remove',
  },
  {
    route: 'POST /api/invoices/:id/send',
    as: 'admin',
    url: '/api/invoices/{invoiceToSend}/send',
    body: () => ({ acknowledgeProblems: true }),
  },
  {
    route: 'POST /api/invoices/:id/payments',
    as: 'admin',
    url: '/api/invoices/{invoiceToPay}/payments',
    body: () => ({ amount: '1.00', receivedOn: '2026-11-20', method: 'check' }),
  },
  {
    route: 'POST /api/invoices/:id/deny',
    as: 'admin',
    url: '/api/invoices/{invoiceToDeny}/deny',
    body: () => ({ reason: 'Not covered' }),
  },
  { route: 'GET /api/invoices/:id/invoice.pdf', as: 'admin', url: '/api/invoices/{invoiceToSend}/invoice.pdf' },
  { route: 'GET /api/invoices/:id/invoice.csv', as: 'admin', url: '/api/invoices/{invoiceToSend}/invoice.csv' },
  { route: 'GET /api/invoices/:id/claims.837p', as: 'admin', url: '/api/invoices/{invoiceToPay}/claims.837p' },
  {
    route: 'GET /api/invoices/:id/claims/:claimId/cms1500.pdf',
    as: 'admin',
    url: '/api/invoices/{invoiceToPay}/claims/{invoiceToPayClaim}/cms1500.pdf',
  },
  {
    route: 'POST /api/invoices/:id/void',
    as: 'admin',
    url: '/api/invoices/{invoiceToVoid}/void',
    body: () => ({ reason: 'Billed in error' }),
  },
  // Claims and the clearinghouse's answers (docs/decisions/101-posting-claim-answers.md).
  { route: 'GET /api/claims', as: 'admin', url: '/api/claims?status=rejected,denied' },
  { route: 'GET /api/claims/:id', as: 'admin', url: '/api/claims/{claimToCorrect}' },
  {
    route: 'POST /api/claims/:id/correct',
    as: 'admin',
    url: '/api/claims/{claimToCorrect}/correct',
    body: () => ({ acknowledgeProblems: true }),
  },
  {
    route: 'GET /api/invoices/:id/claims/:claimId/corrected.837p',
    as: 'admin',
    url: '/api/invoices/{invoiceCorrected}/claims/{claimCorrected}/corrected.837p',
  },
  {
    route: 'POST /api/claim-files',
    as: 'admin',
    body: () => ({ fileName: 'ack.999', content: ack999ForInvoice('INV-999999', true) }),
  },
  { route: 'GET /api/claim-files', as: 'admin' },
  { route: 'GET /api/claim-files/:id', as: 'admin', url: '/api/claim-files/{claimFile}' },
  // Brokers' manifests (docs/decisions/105-broker-trip-import.md).
  {
    route: 'POST /api/trip-imports',
    as: 'admin',
    body: () => manifestUpload(ids.brokerPayer, 'manifest.csv', manifestCsv(roundTrip('77', 1, brokerDay(14)))),
  },
  { route: 'GET /api/trip-imports', as: 'admin' },
  { route: 'GET /api/public/figures', as: 'anonymous' },
  { route: 'GET /api/reports/performance', as: 'admin', url: '/api/reports/performance?from=2026-11-01&to=2026-11-30' },
  {
    route: 'GET /api/reports/trip-verification',
    as: 'admin',
    url: '/api/reports/trip-verification?from=2026-11-01&to=2026-11-30',
  },
  { route: 'GET /api/trip-imports/:id', as: 'admin', url: '/api/trip-imports/{tripImport}' },
  { route: 'POST /api/trip-imports/:id/preview', as: 'admin', url: '/api/trip-imports/{tripImportPreview}/preview' },
  {
    route: 'POST /api/trip-imports/:id/apply',
    as: 'admin',
    url: '/api/trip-imports/{tripImportPreview}/apply',
    body: () => ({}),
  },
  {
    route: 'POST /api/trip-import-changes/:id/accept',
    as: 'admin',
    url: '/api/trip-import-changes/{tripImportChange}/accept',
  },
  {
    route: 'POST /api/trip-import-changes/:id/ignore',
    as: 'admin',
    url: '/api/trip-import-changes/{tripImportCancel}/ignore',
  },
  { route: 'GET /api/trip-import-mappings/:payerId', as: 'admin', url: '/api/trip-import-mappings/{brokerPayer}' },
  {
    route: 'PUT /api/trip-import-mappings/:payerId',
    as: 'admin',
    url: '/api/trip-import-mappings/{brokerPayer}',
    body: () => READY_MAPPINGS.legPerRow,
  },
  // API tokens (docs/decisions/102-api-tokens.md).
  { route: 'GET /api/api-tokens', as: 'admin' },
  {
    route: 'POST /api/api-tokens',
    as: 'admin',
    body: () => ({ name: 'Broker feed', scopes: ['trips:read'], expiresOn: daysFromToday(30) }),
  },
  { route: 'POST /api/api-tokens/:id/revoke', as: 'admin', url: '/api/api-tokens/{apiToken}/revoke' },
  { route: 'GET /api/pay-statements', as: 'admin' },
  { route: 'POST /api/pay-statements', as: 'admin', body: () => ({ driverId: ids.payDriver, ...payPeriod() }) },
  { route: 'GET /api/pay-statements/:id', as: 'admin', url: '/api/pay-statements/{payStatement}' },
  {
    route: 'POST /api/pay-statements/:id/adjustments',
    as: 'admin',
    url: '/api/pay-statements/{payStatement}/adjustments',
    body: () => ({ description: 'Fuel advance recovered', amount: '-5.00' }),
  },
  { route: 'POST /api/pay-statements/:id/issue', as: 'admin', url: '/api/pay-statements/{statementToIssue}/issue' },
  {
    route: 'POST /api/pay-statements/:id/paid',
    as: 'admin',
    url: '/api/pay-statements/{statementToPay}/paid',
    body: () => ({ paidOn: '2026-11-02' }),
  },
  { route: 'POST /api/pay-statements/:id/void', as: 'admin', url: '/api/pay-statements/{statementToVoid}/void' },
  {
    route: 'GET /api/pay-statements/unpaid',
    as: 'admin',
    url: '/api/pay-statements/unpaid?periodFrom=2025-05-05&periodTo=2025-05-05',
  },
  {
    route: 'POST /api/pay-statements/all',
    as: 'admin',
    body: () => ({ periodFrom: '2025-05-05', periodTo: '2025-05-05' }),
    // A trip of its own on a day no other call pays.
    request: async () => {
      const done = new Date('2025-05-05T15:00:00Z');
      await makeJob(t.database.db, {
        assignedDriverId: ids.payDriver,
        status: 'completed',
        jobRate: '42.50',
        pickupTime: new Date(done.getTime() - 3_600_000),
        dropoffTime: done,
        completedAt: done,
      });
      return {};
    },
  },
  { route: 'GET /api/drivers/me/pay-statements', as: 'driver' },
  { route: 'GET /api/pay-statements/:id', as: 'driver', url: '/api/pay-statements/{payStatement}' },
  {
    route: 'GET /api/pay-statements/:id/statement.pdf',
    as: 'driver',
    url: '/api/pay-statements/{payStatement}/statement.pdf',
  },
  {
    route: 'GET /api/pay-statements/:id/statement.csv',
    as: 'admin',
    url: '/api/pay-statements/{payStatement}/statement.csv',
  },
  { route: 'GET /api/messages', as: 'admin' },
  { route: 'GET /api/outbox', as: 'admin' },
  { route: 'POST /api/messages/:id/retry', as: 'admin', url: '/api/messages/{message}/retry' },
  { route: 'GET /api/message-templates', as: 'admin' },
  {
    route: 'PUT /api/message-templates/:event',
    as: 'admin',
    url: '/api/message-templates/trip_reminder',
    body: () => ({ subject: 'Tomorrow', body: 'Hi {{firstName}}, see you {{day}}. {{pickup}}.' }),
  },
  { route: 'DELETE /api/message-templates/:event', as: 'admin', url: '/api/message-templates/trip_reminder' },
  {
    route: 'POST /api/message-templates/:event/preview',
    as: 'admin',
    url: '/api/message-templates/trip_reminder/preview',
    body: () => ({ subject: 'Tomorrow', body: 'Hi {{firstName}}.' }),
  },
  {
    route: 'POST /api/sms/inbound',
    as: 'anonymous',
    body: () => ({ from: '+12155550142', body: 'STOP' }),
    request: async () => ({ headers: { authorization: `Bearer ${SMS_TOKEN}` } }),
  },
  { route: 'GET /api/trip/:token', as: 'anonymous', url: '/api/trip/{tripToken}' },
  {
    route: 'POST /api/sms/twilio/inbound',
    as: 'anonymous',
    request: async () => signedForm(TWILIO_INBOUND_PATH, { From: '+12155550142', Body: 'START' }),
  },
  {
    route: 'POST /api/sms/twilio/status',
    as: 'anonymous',
    request: async () =>
      signedForm(TWILIO_STATUS_PATH, { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' }),
  },
  { route: 'POST /api/dispatch/proposals', as: 'admin', body: () => ({ date: '2031-03-05' }) },
  { route: 'GET /api/dispatch/proposals/:id', as: 'admin', url: '/api/dispatch/proposals/{proposal}' },
  { route: 'GET /api/dispatch/proposals', as: 'admin', url: '/api/dispatch/proposals?date=2031-03-04' },
  { route: 'DELETE /api/dispatch/proposals/:id', as: 'admin', url: '/api/dispatch/proposals/{proposalToDrop}' },
  {
    route: 'POST /api/dispatch/proposals/:id/apply',
    as: 'admin',
    url: '/api/dispatch/proposals/{proposal}/apply',
    body: () => ({}),
  },
  { route: 'GET /api/dispatch/positions', as: 'admin' },
  {
    route: 'POST /api/jobs/:id/proof/:step',
    as: 'driver',
    url: '/api/jobs/{proofJob}/proof/dropoff',
    body: () => STEP_BODIES.dropoff,
  },
  { route: 'GET /api/jobs/:id/proof', as: 'admin', url: '/api/jobs/{proofJob}/proof' },
  { route: 'GET /api/jobs/:id/trip-log.pdf', as: 'admin', url: '/api/jobs/{proofJob}/trip-log.pdf' },
  { route: 'GET /api/jobs/driver/:driverId/manifest.pdf', as: 'driver', url: '/api/jobs/driver/{driver}/manifest.pdf' },
  {
    route: 'POST /api/jobs/:id/proof/corrections',
    as: 'admin',
    url: '/api/jobs/{proofJob}/proof/corrections',
    body: () => ({ step: 'pickup', odometer: 41_200, note: 'Odometer read from the photo' }),
  },
  {
    route: 'POST /api/jobs/:id/positions',
    as: 'driver',
    url: '/api/jobs/{startedJob}/positions',
    body: () => ({ lat: 39.95, lng: -75.16, accuracyMeters: 12 }),
  },
  { route: 'GET /api/events', as: 'driver', url: '/api/events?timeout=0' },
  { route: 'PUT /api/policies', as: 'admin', body: () => ({ trip: DEFAULT_TRIP_POLICY }) },
  { route: 'GET /api/docs', as: 'anonymous' },
  { route: 'GET /api/docs/openapi.json', as: 'anonymous' },
  { route: 'GET /api/session', as: 'anonymous' },
  { route: 'GET /api/session', as: 'admin' },
  { route: 'GET /api/user', as: 'driver' },
  { route: 'GET /api/auth/user', as: 'referral_partner' },
  {
    route: 'POST /api/login',
    as: 'anonymous',
    request: async () => ({
      payload: { username: (await makeUser(t.database.db)).username, password: DEFAULT_TEST_PASSWORD },
    }),
  },
  {
    route: 'POST /api/login',
    as: 'anonymous',
    request: async () => ({ payload: { username: (await mfaAdmin()).username, password: DEFAULT_TEST_PASSWORD } }),
  },
  { route: 'POST /api/logout', as: 'admin', fresh: true },
  { route: 'POST /api/register', as: 'anonymous', body: () => registration() },
  { route: 'POST /api/login/mfa', as: 'anonymous', request: secondStep },
  { route: 'POST /api/user/mfa/setup', as: 'admin', fresh: true },
  {
    route: 'POST /api/user/mfa/enable',
    as: 'admin',
    fresh: true,
    request: async (cookie) => ({ payload: { code: codeFor(await setUpMfa(cookie!)) } }),
  },
  {
    route: 'POST /api/user/mfa/disable',
    as: 'admin',
    fresh: true,
    request: async (cookie) => (await enableMfa(cookie!), { payload: { password: DEFAULT_TEST_PASSWORD } }),
  },
  {
    route: 'PUT /api/user/profile',
    as: 'referral_partner',
    body: () => ({ email: `${crypto.randomUUID()}@example.com` }),
  },
  {
    route: 'PUT /api/user/password',
    as: 'referral_partner',
    fresh: true,
    body: () => ({ currentPassword: DEFAULT_TEST_PASSWORD, newPassword, confirmPassword: newPassword }),
  },
  { route: 'POST /api/admin/users', as: 'admin', body: adminAccount },
  { route: 'GET /api/stats/overview', as: 'admin' },
  { route: 'GET /api/stats/overview', as: 'driver' },
  { route: 'GET /api/stats/overview', as: 'referral_partner' },
  {
    route: 'POST /api/objects/upload',
    as: 'driver',
    body: () => ({ kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: SAMPLE_FILES.pdf.length }),
  },
  {
    route: 'PUT /api/objects/:id/content',
    as: 'driver',
    request: async (cookie) => ({
      url: (await ticket(cookie)).uploadURL,
      payload: SAMPLE_FILES.pdf,
      headers: { 'content-type': 'application/pdf' },
    }),
  },
  {
    route: 'POST /api/objects/:id/complete',
    as: 'driver',
    request: async (cookie) => ({ url: `/api/objects/${await uploadedBytes(cookie)}/complete` }),
  },
  { route: 'GET /objects/:id', as: 'driver', url: '/objects/{object}' },
  {
    route: 'POST /api/drivers',
    as: 'anonymous',
    request: async () => {
      const { cookie, ...documents } = await uploadApplicationDocuments(t.app);
      return { payload: driverApplication(documents), headers: { cookie } };
    },
  },
  { route: 'GET /api/drivers', as: 'admin' },
  { route: 'GET /api/drivers/assignable', as: 'admin' },
  { route: 'GET /api/drivers/me', as: 'driver' },
  { route: 'PUT /api/drivers/me/documents', as: 'driver', body: () => ({ licenseUrl: `/objects/${ids.object}` }) },
  {
    route: 'PUT /api/drivers/:id',
    as: 'admin',
    url: '/api/drivers/{pendingDriver}',
    body: () => ({ status: 'approved', acknowledgeMissing: true }),
  },
  { route: 'GET /api/audit', as: 'admin' },
  {
    route: 'PUT /api/drivers/:id',
    as: 'admin',
    url: '/api/drivers/{pendingDriver}',
    body: () => ({ vehicleId: ids.vehicle }),
  },
  { route: 'POST /api/vehicles', as: 'admin', body: () => vehicleInput() },
  {
    route: 'POST /api/vehicles/:id/documents',
    as: 'admin',
    url: '/api/vehicles/{vehicle}/documents',
    body: () => ({ kind: 'insurance', expiresOn: '2027-03-01', objectId: ids.adminObject }),
  },
  {
    route: 'POST /api/vehicles/:id/documents',
    as: 'admin',
    url: '/api/vehicles/{vehicle}/documents',
    body: () => ({ kind: 'registration', expiresOn: '2027-06-30' }),
  },
  { route: 'GET /api/vehicles', as: 'admin' },
  { route: 'GET /api/vehicles/:id', as: 'admin', url: '/api/vehicles/{vehicle}' },
  { route: 'PUT /api/vehicles/:id', as: 'admin', url: '/api/vehicles/{vehicle}', body: () => vehicleInput() },
  { route: 'GET /api/riders', as: 'admin' },
  { route: 'POST /api/riders', as: 'admin', body: () => riderInput() },
  {
    route: 'POST /api/riders',
    as: 'admin',
    body: () =>
      riderInput({
        homePlace: null,
        alternateContactName: '',
        alternateContactPhone: '',
        driverNotes: '',
        memberId: '',
      }),
  },
  { route: 'GET /api/riders/:id', as: 'admin', url: '/api/riders/{rider}' },
  {
    route: 'PUT /api/riders/:id',
    as: 'admin',
    url: '/api/riders/{rider}',
    body: () => riderInput({ fullName: `Edited Rider ${crypto.randomUUID().slice(0, 8)}` }),
  },
  { route: 'GET /api/riders/:id/trips', as: 'admin', url: '/api/riders/{rider}/trips' },
  { route: 'GET /api/drivers/:id/credentials', as: 'driver', url: '/api/drivers/{driver}/credentials' },
  {
    route: 'POST /api/drivers/:id/credentials',
    as: 'admin',
    url: '/api/drivers/{driver}/credentials',
    body: () => ({ kind: 'pass', issuedOn: '2026-01-10', objectId: ids.object, verified: true }),
  },
  {
    route: 'PUT /api/drivers/:id/credentials/:credentialId',
    as: 'admin',
    url: '/api/drivers/{driver}/credentials/{credential}',
    body: () => ({ verified: true }),
  },
  { route: 'GET /api/credentials/expiring', as: 'admin' },
  { route: 'GET /api/drivers/:id/availability', as: 'driver', url: '/api/drivers/{driver}/availability' },
  {
    route: 'PUT /api/drivers/:id/availability',
    as: 'admin',
    url: '/api/drivers/{driver}/availability',
    body: () => ({
      week: [{ day: 'TU', start: '06:00', end: '14:00' }],
      startPlace: { street: '1500 Market St', city: 'Philadelphia', state: 'PA', zip: '19102', placeType: 'residence' },
      exceptions: [{ date: daysFromToday(20), kind: 'off' }],
    }),
  },
  {
    route: 'POST /api/drivers/:id/availability/requests',
    as: 'driver',
    url: '/api/drivers/{driver}/availability/requests',
    body: () => ({ date: daysFromToday(45), kind: 'shift', start: '09:00', end: '13:00', note: 'School run' }),
  },
  {
    route: 'POST /api/drivers/:id/availability/requests/:requestId/decision',
    as: 'admin',
    url: '/api/drivers/{driver}/availability/requests/{shiftRequest}/decision',
    body: () => ({ approve: false }),
  },
  { route: 'GET /api/availability', as: 'admin', url: '/api/availability?date=2031-03-05' },
  { route: 'GET /api/drivers/me/clock', as: 'driver' },
  { route: 'POST /api/drivers/me/clock', as: 'driver', body: () => ({ action: 'in' }) },
  {
    route: 'PUT /api/jobs/:id/driver',
    as: 'admin',
    url: '/api/jobs/{boardLeg}/driver',
    body: () => ({ driverId: null, expectedDriverId: null }),
  },
];

/** The code an authenticator app shows now for the secret. */
const codeFor = (base32: string) =>
  new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

async function post(url: string, cookie: string | undefined, payload?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}
const setUpMfa = async (cookie: string): Promise<string> => (await post('/api/user/mfa/setup', cookie)).json().secret;
async function enableMfa(cookie: string): Promise<string[]> {
  return (await post('/api/user/mfa/enable', cookie, { code: codeFor(await setUpMfa(cookie)) })).json().recoveryCodes;
}
/** An administrator with two-step sign-in turned on, and a recovery code to finish a sign-in with. */
async function mfaAdmin() {
  const admin = await makeUser(t.database.db, { role: 'admin' });
  const login = await post('/api/login', undefined, { username: admin.username, password: DEFAULT_TEST_PASSWORD });
  const [recoveryCode] = await enableMfa(sessionCookie(login));
  return { username: admin.username, recoveryCode: recoveryCode! };
}
async function secondStep(): Promise<Partial<InjectOptions>> {
  const admin = await mfaAdmin();
  const firstStep = await post('/api/login', undefined, { username: admin.username, password: DEFAULT_TEST_PASSWORD });
  return { payload: { code: admin.recoveryCode }, headers: { cookie: sessionCookie(firstStep) } };
}
async function ticket(cookie: string | undefined): Promise<{ objectId: string; uploadURL: string }> {
  return (
    await post('/api/objects/upload', cookie, {
      kind: 'license',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      size: SAMPLE_FILES.pdf.length,
    })
  ).json();
}
async function uploadedBytes(cookie: string | undefined): Promise<string> {
  const { objectId, uploadURL } = await ticket(cookie);
  await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: SAMPLE_FILES.pdf,
    headers: { ...(cookie && { cookie }), 'content-type': 'application/pdf' },
  });
  return objectId;
}

/** What a route declares for a status: a zod schema of its JSON, or one per content type (a document's bytes). */
type Declared = z.ZodType | { content: Record<string, { schema: z.ZodType }> };
interface RouteSeen {
  name: string;
  hidden: boolean;
  responses: Record<string, Declared>;
}
interface JsonObject {
  $ref?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}

// The SMS gateway's callback exists only with a gateway token configured.
const SMS_TOKEN = 'responses-test-gateway-token';
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'responses-test-twilio-token-0000',
  TWILIO_FROM: '+12155550100',
  TWILIO_WEBHOOK_URL: 'https://ops.example.com',
};
/** A webhook form as the Twilio-compatible provider posts it, signed. */
const signedForm = (path: string, fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': twilioSignature(TWILIO.TWILIO_AUTH_TOKEN, TWILIO.TWILIO_WEBHOOK_URL + path, fields),
  },
});
const seen: RouteSeen[] = [];
let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
let components: Record<string, JsonObject>;
/** A named schema is a `$ref` to its component (docs/decisions/093-openapi-contract.md): read through it. */
const named = (schema: JsonObject | undefined) =>
  schema?.$ref ? components[schema.$ref.replace('#/components/schemas/', '')] : schema;
const who = {} as Record<Caller, SignedIn>;
const ids = {} as Record<Ids, string>;

beforeAll(async () => {
  t = await createTestApp(
    { SMS_TOKEN, ...TWILIO },
    {
      onRoute: (route: RouteOptions) => {
        const schema = route.schema as { hide?: boolean; response?: Record<string, Declared> } | undefined;
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD')
            seen.push({
              name: `${method} ${route.url}`,
              hidden: schema?.hide === true,
              responses: schema?.response ?? {},
            });
        }
      },
    },
  );
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  [paths, components] = [document.paths, document.components.schemas];

  const db = t.database.db;
  for (const caller of ['anonymous', 'admin', 'driver', 'referral_partner'] as const)
    who[caller] = await signedIn(t.app, db, caller);
  ids.driver = who.driver.driverId!;
  ids.shiftRequest = (
    await t.app.inject({
      method: 'POST',
      url: `/api/drivers/${ids.driver}/availability/requests`,
      payload: { date: daysFromToday(50), kind: 'off' },
      headers: { cookie: who.driver.cookie! },
    })
  ).json<{ id: string }>().id;
  // Rich rows, so every nullable field is seen both filled in and empty across the calls.
  const referral = await makeReferral(db, {
    submittedByUserId: who.referral_partner.userId!,
    notes: 'Second floor, no lift',
    patientPhone: null,
  });
  ids.referral = referral.id;
  ids.reference = referralReference(referral.id);
  const now = new Date();
  await makeJob(db, {
    assignedDriverId: ids.driver,
    referralId: referral.id,
    status: 'completed',
    acceptedAt: now,
    startedAt: now,
    completedAt: now,
  });
  await makeJob(db, { status: 'declined', declinedAt: now });
  ids.pendingJob = (await makeJob(db, { assignedDriverId: ids.driver })).id;
  ids.jobToDelete = (await makeJob(db)).id;
  ids.tripToken = (await mintTripLink(db, ids.pendingJob)).split('/t/')[1]!;
  ids.boardLeg = (await makeJob(db)).id;
  ids.inspection = (await failedInspection(db)).id;
  ids.message = (await failedMessage(db)).id;
  ids.payer = (
    await t.app.inject({
      method: 'POST',
      url: '/api/payers',
      payload: payerBody({ payerCode: null }),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/payers/${ids.payer}/rates/ambulatory`,
    payload: rateBody({ afterHoursWindow: null }),
    headers: { cookie: who.admin.cookie! },
  });
  // Pay statements (docs/decisions/071-contractor-pay.md): the driver's issued one, and one for each change.
  ids.payDriver = await payableDriver(db);
  ids.payStatement = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver, 'issued');
  ids.statementToIssue = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver);
  ids.statementToPay = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver, 'issued');
  ids.statementToVoid = await payStatementOf(t.app, db, who.admin.cookie!, ids.driver);
  const proposalLeg = (await makeJob(db)).id;
  ids.proposal = (
    await readyProposal(
      db,
      {
        lanes: [
          {
            driverId: ids.driver,
            stops: [
              { jobId: proposalLeg, kind: 'pickup', at: now.toISOString() },
              { jobId: proposalLeg, kind: 'dropoff', at: now.toISOString() },
            ],
            jobIds: [proposalLeg],
            movedJobIds: [proposalLeg],
            miles: 4.2,
            minutes: 13,
          },
        ],
        unplaced: [{ jobId: ids.pendingJob, reason: 'level_of_service' }],
        driversLeftOut: [{ driverId: ids.driver, reasons: ['no_vehicle'] }],
      },
      { [proposalLeg]: null },
    )
  ).id;
  ids.proposalToDrop = (await readyProposal(db, {}, {}, '2031-03-06')).id;
  ids.pendingDriver = (await makeDriver(db, { status: 'pending' })).id;
  ids.object = (await uploadDocument(t.app, { cookie: who.driver.cookie, bytes: SAMPLE_FILES.pdf })).objectId;
  ids.vehicle = (await makeVehicle(db)).id;
  ids.adminObject = (await uploadDocument(t.app, { cookie: who.admin.cookie, bytes: SAMPLE_FILES.pdf })).objectId;
  ids.rider = (
    await t.app.inject({
      method: 'POST',
      url: '/api/riders',
      payload: riderInput(),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
  ids.authorization = (
    await t.app.inject({
      method: 'POST',
      url: `/api/riders/${ids.rider}/authorizations`,
      payload: workersCompBody(),
      headers: { cookie: who.admin.cookie! },
    })
  ).json().id;
  // Invoices (docs/decisions/070-invoices.md): one in each state a route acts on, and a payer with a trip to bill.
  const removable = await invoiceOf(t.app, db, who.admin.cookie!, 'draft', 2);
  [ids.invoice, ids.invoiceClaim] = [removable.id, removable.claimIds[0]!];
  ids.invoiceToSend = (await invoiceOf(t.app, db, who.admin.cookie!)).id;
  const toPay = await invoiceOf(t.app, db, who.admin.cookie!, 'sent');
  [ids.invoiceToPay, ids.invoiceToPayClaim] = [toPay.id, toPay.claimIds[0]!];
  ids.invoiceToDeny = (await invoiceOf(t.app, db, who.admin.cookie!, 'sent')).id;
  ids.invoiceToVoid = (await invoiceOf(t.app, db, who.admin.cookie!)).id;
  ids.billPayer = await payerWithTrips(t.app, db, who.admin.cookie!);
  // A claim the clearinghouse rejected (a 999 refusing its invoice's file), and one already sent corrected.
  const rejectedClaim = async () => {
    const sent = await invoiceOf(t.app, db, who.admin.cookie!, 'sent');
    const invoice = await t.app.inject({ url: `/api/invoices/${sent.id}`, headers: { cookie: who.admin.cookie! } });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/claim-files',
      payload: { content: ack999ForInvoice(invoice.json<{ number: string }>().number, false) },
      headers: { cookie: who.admin.cookie! },
    });
    return { invoiceId: sent.id, claimId: sent.claimIds[0]!, fileId: posted.json<{ id: string }>().id };
  };
  const toCorrect = await rejectedClaim();
  [ids.claimToCorrect, ids.claimFile] = [toCorrect.claimId, toCorrect.fileId];
  const corrected = await rejectedClaim();
  [ids.invoiceCorrected, ids.claimCorrected] = [corrected.invoiceId, corrected.claimId];
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${corrected.claimId}/correct`,
    payload: { acknowledgeProblems: true },
    headers: { cookie: who.admin.cookie! },
  });
  const held = await heldImport(t.app, who.admin.cookie!, ids.driver);
  [ids.brokerPayer, ids.tripImport, ids.tripImportPreview] = [held.payerId, held.importId, held.previewId];
  [ids.tripImportChange, ids.tripImportCancel] = held.changeIds as [string, string];
  ids.apiToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/api-tokens',
      payload: { name: 'Facility scheduler', scopes: ['trips:write'], expiresOn: daysFromToday(30) },
      headers: { cookie: who.admin.cookie! },
    })
  ).json<{ id: string }>().id;
  // The rider's trips answer with a job (with and without a driver) and a referral of theirs.
  await makeJob(db, { riderId: ids.rider, assignedDriverId: ids.driver });
  await makeJob(db, { riderId: ids.rider });
  await makeReferral(db, { riderId: ids.rider });
  ids.credential = (await makeCredential(db, { driverId: ids.driver, expiresOn: daysFromToday(3) })).id;
  // Trips over their day: a partner's leg, a round trip, a waiting will-call return, legs under way.
  const hour = 3_600_000;
  ids.partnerJob = (await makeJob(db, { referralId: referral.id, pickupTime: new Date(Date.now() + 5 * hour) })).id;
  const roundTrip = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    payload: jobBody({ returnTrip: 'will_call' }),
    headers: { cookie: who.admin.cookie! },
  });
  ids.jobToCancel = roundTrip.json().id;
  // Its way there is done: "Rider ready" waits for it (docs/decisions/047-legs-returns-cancellations.md).
  const wayThere = await makeJob(db, {
    status: 'completed',
    pickupTime: new Date(Date.now() - 7_200_000),
    completedAt: new Date(),
  });
  ids.willCallJob = (
    await makeJob(db, {
      leg: 'return',
      willCall: true,
      pickupTime: null,
      dropoffTime: null,
      returnOfJobId: wayThere.id,
    })
  ).id;
  ids.startedJob = (
    await makeJob(db, {
      assignedDriverId: ids.driver,
      status: 'in_progress',
      pickupTime: new Date(Date.now() - 60_000),
    })
  ).id;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  ids.proofJob = (
    await makeJob(db, {
      assignedDriverId: ids.driver,
      status: 'in_progress',
      pickupTime: minutesAgo(30),
      startedAt: minutesAgo(40),
      arrivedAt: minutesAgo(32),
      pickedUpAt: minutesAgo(28),
    })
  ).id;
  const order = (overrides = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/standing-orders',
      payload: standingOrderInput(ids.rider, overrides),
      headers: { cookie: who.admin.cookie! },
    });
  ids.standingOrder = (await order()).json().id;
  ids.orderToEnd = (await order({ occurrences: 4 })).json().id;
  ids.holiday = daysFromToday(41);
  await t.app.inject({
    method: 'POST',
    url: '/api/holidays',
    payload: { date: ids.holiday, name: 'Spare day' },
    headers: { cookie: who.admin.cookie! },
  });
  ids.waitedJob = (
    await makeJob(db, {
      assignedDriverId: ids.driver,
      status: 'in_progress',
      pickupTime: new Date(Date.now() - hour),
      arrivedAt: new Date(Date.now() - hour),
    })
  ).id;
});
afterAll(() => t.close());

/** Fastify's `/api/jobs/:id` as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function describesSuccess(name: string): boolean {
  const [method, url] = name.split(' ') as [string, string];
  const responses = paths[openApiPath(url)]?.[method.toLowerCase()]?.responses ?? {};
  const successes = Object.entries(responses).filter(([code]) => /^2(\d\d|XX)$/.test(code));
  // 204 has no body by definition; every other success names what it answers.
  return (
    successes.length > 0 &&
    successes.every(
      ([code, response]) => code === '204' || Object.values(response.content ?? {}).some((c) => c.schema !== undefined),
    )
  );
}

describe('the OpenAPI document', () => {
  it('gives every success answer of every route a schema', () => {
    const shown = seen.filter((route) => !route.hidden);
    expect(shown.length).toBeGreaterThan(35);
    expect(shown.filter((route) => !describesSuccess(route.name)).map((route) => route.name)).toEqual([]);
  });

  it("shows GET /api/jobs answering a page of jobs, each with the job schema's fields", () => {
    const answer = paths['/api/jobs']?.get?.responses?.['200'];
    const page = answer?.content?.['application/json']?.schema as
      { properties: { items: { items: JsonObject }; nextCursor: unknown } } | undefined;
    const job = named(page?.properties.items.items);
    expect(answer?.description).toBe('A page of jobs, newest first');
    expect(Object.keys(job?.properties ?? {}).sort()).toEqual(Object.keys(jobListItem.shape).sort());
    expect(job?.required?.sort()).toEqual(Object.keys(jobListItem.shape).sort());
    expect(job?.properties).not.toHaveProperty('pickupPlace');
    expect(job?.properties?.status).toEqual({ type: 'string', enum: [...JOB_STATUSES] });
    expect(job?.properties?.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(job?.properties?.pickupTime).toMatchObject({
      anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }],
    });
  });

  it('shows GET /api/jobs/{id} answering the job with its structured places', () => {
    const job = named(
      paths['/api/jobs/{id}']?.get?.responses?.['200']?.content?.['application/json']?.schema as JsonObject | undefined,
    );
    expect(Object.keys(job?.properties ?? {}).sort()).toEqual(Object.keys(jobResponse.shape).sort());
    expect(job?.properties).toHaveProperty('pickupPlace');
  });
});

describe('real answers', () => {
  it('are checked for every route that declares its answers', () => {
    const called = new Set(CONTRACT.map((call) => call.route));
    const unchecked = seen
      .filter((route) => Object.keys(route.responses).length > 0 && !called.has(route.name))
      .map((route) => route.name);
    expect(unchecked).toEqual([]);
  });

  for (const call of CONTRACT) {
    it(`${call.route} as ${call.as} parses with the schema it declares`, async () => {
      const [method, path] = call.route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const cookie = call.fresh ? (await signedIn(t.app, t.database.db, call.as)).cookie : who[call.as].cookie;
      const extra = (await call.request?.(cookie)) ?? {};
      const res = await t.app.inject({
        method,
        url: (call.url ?? path).replace(/\{(\w+)\}/g, (_m, key: Ids) => ids[key]),
        ...(call.body && { payload: call.body() }),
        ...extra,
        headers: { ...(cookie && { cookie }), ...(extra.headers as Record<string, string> | undefined) },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);

      const declared = seen.find((route) => route.name === call.route)?.responses[res.statusCode];
      expect(declared, `${call.route} declares nothing for its ${res.statusCode}`).toBeDefined();
      let schema: z.ZodType | undefined;
      let body: unknown;
      if (declared && 'content' in declared) {
        // A file: its bytes, under the schema of the type it is served as; a report's JSON, parsed.
        const type = String(res.headers['content-type']).split(';')[0]!;
        schema = declared.content[type]?.schema;
        body = type === 'application/json' ? res.json() : res.rawPayload;
      } else {
        schema = declared;
        body = res.body === '' ? null : res.json();
      }
      expect(schema, `${call.route} declares no schema for ${String(res.headers['content-type'])}`).toBeDefined();
      expect(schema!.safeParse(body).error?.issues ?? []).toEqual([]);
    });
  }
});
