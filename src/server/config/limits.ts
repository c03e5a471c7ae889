/** Per-address limits on public forms (requests per window; see each route). */
export const DEFAULT_LIMITS = {
  registerPer15Minutes: 30,
  referralsPerHour: 60,
  uploadsPerHour: 60,
  applicationsPerHour: 20,
  profileChangesPerHour: 20,
  uploadBytesPerDay: 100 * 1024 * 1024,
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
