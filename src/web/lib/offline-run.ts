/**
 * The service worker's cache of what the driver's screens read (their run, their record, the company), kept so
 * the portal opens without signal (docs/decisions/058-installable-portal.md). Emptied at sign-out.
 */
export const OFFLINE_RUN_CACHE = 'driver-run';
