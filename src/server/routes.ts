import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionStore } from './auth/session-store';
import type { Config } from './config';
import { DEFAULT_LIMITS, type Limits } from './config/limits';
import type { DatabaseHandle } from './db/client';
import { createGeo, type Geo } from './geo';
import { useGeocoder } from './stored-place';
import { auditRoutes } from './modules/audit/routes';
import { companyRoutes } from './modules/company/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { credentialRoutes } from './modules/credentials/routes';
import { docsRoutes } from './modules/docs/routes';
import { driverRoutes } from './modules/drivers/routes';
import { healthRoutes } from './modules/health/routes';
import { jobRoutes } from './modules/jobs/routes';
import { tripRoutes } from './modules/jobs/trip-routes';
import { answerTripReply } from './modules/jobs/rider-replies';
import { standingOrderRoutes } from './modules/standing-orders/routes';
import { candidateRoutes } from './modules/jobs/candidate-routes';
import { priceRoutes } from './modules/jobs/price-routes';
import { objectRoutes } from './modules/objects/routes';
import { MemoryUploadBudget, RedisUploadBudget } from './modules/objects/upload-budget';
import { referralRoutes } from './modules/referrals/routes';
import { messageRoutes } from './modules/notifications/routes';
import { twilioRoutes } from './modules/notifications/twilio-routes';
import { payerRoutes } from './modules/payers/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { claimRoutes } from './modules/invoices/claim-routes';
import { claimFileRoutes } from './modules/claim-files/routes';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { tripImportRoutes } from './modules/trip-imports/routes';
import { reportRoutes } from './modules/reports/routes';
import { invoiceDocumentRoutes } from './modules/invoices/document-routes';
import { authorizationRoutes } from './modules/authorizations/routes';
import { payStatementRoutes } from './modules/pay/routes';
import { messageTemplateRoutes } from './modules/notifications/template-routes';
import { useMessageCompany } from './modules/notifications/outbox';
import { tripPageRoutes } from './modules/trip-page/routes';
import { useTripLinkBase } from './modules/trip-page/service';
import { chainKeys, useProofChainKeys } from './modules/proof/chain';
import { riderRoutes } from './modules/riders/routes';
import { statsRoutes } from './modules/stats/routes';
import { mfaRoutes } from './modules/users/mfa-routes';
import { accountRoutes } from './modules/users/routes';
import { settingsRoutes } from './modules/users/settings-routes';
import { dispatchRoutes } from './modules/dispatch/routes';
import { proposalRoutes } from './modules/scheduling/proposal-routes';
import { positionRoutes } from './modules/positions/routes';
import { proofRoutes } from './modules/jobs/proof-routes';
import { LiveHub } from './modules/live/hub';
import { liveRoutes } from './modules/live/routes';
import { policyRoutes } from './modules/policies/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { inspectionRoutes } from './modules/inspections/routes';
import type { PdfWorkers } from './pdf/render-in-worker';
import type { Lifecycle } from './shutdown';
import type { ObjectStore } from './storage/object-store';

export interface RouteDeps {
  config: Config;
  deps: {
    database: DatabaseHandle;
    limits?: Partial<Limits> | undefined;
    redis?: Redis | undefined;
    geo?: Geo | undefined;
  };
  lifecycle: Lifecycle;
  /** Some changes (a driver suspended, a password changed) end the person's other sessions. */
  store: SessionStore;
  throttle: LoginThrottle;
  objectStore: ObjectStore;
  /** Every PDF a route lays out is made by these workers (docs/decisions/075-bounded-pdf-work.md). */
  pdf: PdfWorkers;
}

/** Every route module of the API, each with what it needs from the app. */
export const routes = fp<RouteDeps>(
  async (app, { config, deps, lifecycle, store, throttle, objectStore, pdf }) => {
    const db = deps.database.db;
    await app.register(docsRoutes);
    await app.register(healthRoutes, { database: deps.database, lifecycle });
    await app.register(companyRoutes, { company: config.company });
    const limits = { ...DEFAULT_LIMITS, ...deps.limits };
    const timeZone = config.company.timeZone;
    // Places and travel (docs/decisions/041-geo-places-and-travel.md): offline defaults unless configured; tests may pass their own.
    const geo = deps.geo ?? createGeo({ geocoderUrl: config.geocoderUrl, routingUrl: config.routingUrl, timeZone });
    useGeocoder(geo.geocoder);
    // Messages are written with the company's name and phone (docs/decisions/065-notifications.md).
    useMessageCompany(config.company);
    // Riders' trip links point at the site as they reach it (docs/decisions/115-trip-page.md).
    useTripLinkBase(config.publicUrl ?? `http://localhost:${config.port}`);
    // Proof of service is chained under a key the database does not hold (docs/decisions/076-keyed-proof-chain.md).
    useProofChainKeys(chainKeys(config.proofChain.secret, config.proofChain.previous));
    await app.register(accountRoutes, {
      db,
      throttle,
      registerLimit: limits.registerPer15Minutes,
      company: config.company,
    });
    await app.register(referralRoutes, { db, timeZone, submitLimit: limits.referralsPerHour });
    await app.register(statsRoutes, { db, timeZone });
    // A rider's C or X changes their trip, which is the jobs module's (docs/decisions/113-rider-replies.md).
    const tripReply = answerTripReply(timeZone);
    await app.register(messageRoutes, { db, smsToken: config.smsToken, tripReply });
    await app.register(twilioRoutes, { db, twilio: config.twilio, tripReply });
    await app.register(tripPageRoutes, {
      db,
      company: config.company,
      mapStyleUrl: config.mapStyleUrl,
      webRoot: config.webRoot,
    });
    await app.register(payerRoutes, { db });
    await app.register(invoiceRoutes, { db, timeZone });
    await app.register(claimRoutes, { db, timeZone });
    await app.register(claimFileRoutes, { db });
    await app.register(apiTokenRoutes, { db, timeZone });
    await app.register(tripImportRoutes, { db, timeZone });
    await app.register(reportRoutes, { db, timeZone });
    await app.register(invoiceDocumentRoutes, {
      db,
      company: config.company,
      billing: config.billing,
      requireBillingIdentity: config.isProduction,
      pdf,
    });
    await app.register(payStatementRoutes, { db, company: config.company, pdf });
    await app.register(messageTemplateRoutes, { db, company: config.company });
    const budget = deps.redis ? new RedisUploadBudget(deps.redis) : new MemoryUploadBudget();
    await app.register(objectRoutes, {
      db,
      store: objectStore,
      uploadLimit: limits.uploadsPerHour,
      uploadBytesPerDay: limits.uploadBytesPerDay,
      budget,
    });
    await app.register(driverRoutes, { db, store, timeZone, applyLimit: limits.applicationsPerHour });
    await app.register(jobRoutes, { db, timeZone });
    await app.register(tripRoutes, { db, timeZone });
    await app.register(standingOrderRoutes, { db, timeZone });
    await app.register(policyRoutes, { db });
    await app.register(dispatchRoutes, { db, timeZone });
    await app.register(proposalRoutes, { db, timeZone });
    await app.register(candidateRoutes, { db, timeZone });
    await app.register(priceRoutes, { db, timeZone });
    await app.register(positionRoutes, { db, timeZone, mapStyleUrl: config.mapStyleUrl });
    // Loaded miles are estimated from places only when places are street-level (a geocoder is configured, or a
    // test brings its own): ZIP centres are not precise enough for miles a payer is billed for (docs/decisions/041-geo-places-and-travel.md).
    await app.register(inspectionRoutes, { db, timeZone });
    await app.register(proofRoutes, {
      db,
      company: config.company,
      travel: config.geocoderUrl || deps.geo ? geo.travel : null,
      pdf,
    });
    await app.register(settingsRoutes, { db, store, throttle, profileLimit: limits.profileChangesPerHour });
    await app.register(auditRoutes, { db });
    await app.register(riderRoutes, { db, geocoder: geo.geocoder });
    await app.register(authorizationRoutes, { db });
    await app.register(mfaRoutes, { db, sessionSecret: config.sessionSecret, issuer: config.company.name, throttle });
    await app.register(vehicleRoutes, { db });
    await app.register(credentialRoutes, { db, timeZone });
    await app.register(availabilityRoutes, { db, timeZone });
    // An instance listens once for all its open streams (docs/decisions/050-live-changes.md).
    // A stream ends with its session (docs/decisions/077-live-stream-limits.md): announced when its row goes, checked for expiry.
    const hub = new LiveHub((error) => app.log.warn({ err: error }, 'a live change could not be read'), {
      current: (sids) => store.current(sids),
      everyMs: limits.liveSessionCheckMs,
      onError: (error) => app.log.warn({ err: error }, "live streams' sessions could not be checked"),
    });
    await hub.start(deps.database);
    app.addHook('onClose', async () => hub.stop());
    await app.register(liveRoutes, {
      db,
      hub,
      limits: { perSession: limits.liveStreamsPerSession, perUser: limits.liveStreamsPerUser },
    });
  },
  { name: 'routes' },
);
