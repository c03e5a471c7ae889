/** Per-address limits on public forms (requests per window; see each route), and the bounds of PDF work. */
export const DEFAULT_LIMITS = {
  registerPer15Minutes: 30,
  referralsPerHour: 60,
  uploadsPerHour: 60,
  applicationsPerHour: 20,
  profileChangesPerHour: 20,
  uploadBytesPerDay: 100 * 1024 * 1024,
  // PDFs (docs/decisions/075-bounded-pdf-work.md): each person's requests, then the instance's queue and workers.
  pdfsPerMinute: 30,
  /** A person's PDF requests in flight at once, so one person's heavy documents cannot fill the queue for everyone. */
  pdfsAtOncePerPerson: 2,
  pdfQueue: 16,
  /** A worker's heap: a 5,000-line table lays out in under 64 MB. */
  pdfWorkerMemoryMb: 256,
  pdfTimeoutMs: 30_000,
  // Live streams open at once on one instance (docs/decisions/077-live-stream-limits.md): per session, a person's tabs
  // in one browser (which itself allows six connections to a host over HTTP/1.1); per person, several browsers.
  liveStreamsPerSession: 6,
  liveStreamsPerUser: 20,
  /** How often an instance checks its streams' sessions, so a stream of one that expired ends at most this late. */
  liveSessionCheckMs: 20_000,
  /** Calls one API token may make in a minute (docs/decisions/102-api-tokens.md): a manifest's trips, not a flood. */
  apiTokenRequestsPerMinute: 600,
};

export type Limits = typeof DEFAULT_LIMITS;

/** Request bodies above this are refused with 413; the largest form (a referral) is a few kilobytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * A whole request (a 10 MB upload on a slow phone line included) has a minute; a connection that sends or
 * receives nothing for 30 s is closed; an idle keep-alive connection stays 72 s (longer than a load balancer's 60 s).
 */
export const SERVER_TIMEOUTS = { requestTimeout: 60_000, connectionTimeout: 30_000, keepAliveTimeout: 72_000 };
/** The request line and headers come first and are small. */
export const HEADERS_TIMEOUT_MS = 15_000;
