import type { QueryClient } from '@tanstack/react-query';

/**
 * Every resource's query keys, built here so a change is invalidated by key prefix (`referrals.all` covers
 * each referral list and each referral's detail) instead of by comparing URL strings.
 *
 * The cross-resource invalidation lives here too, in lib/, on purpose: a job change must refresh the
 * referral it moves and the dashboard's figures, but the jobs and drivers features may not import the
 * referral-admin or overview features (a feature never imports another), and every feature may import lib/.
 * Each key starts with a resource name rather than a URL, so every query names its own fetcher.
 */
export const queryKeys = {
  referrals: {
    all: ['referrals'] as const,
    list: (filters: { status: string }) => ['referrals', 'list', filters] as const,
    detail: (id: string | null) => ['referrals', 'detail', id] as const,
    /** The legs made from a referral (its partner's "Cancel ride"): under the prefix, so a job change refreshes them. */
    legs: (id: string | null) => ['referrals', 'legs', id] as const,
    /** What a job made from the referral is billed under (docs/decisions/069-authorizations.md). */
    billing: (id: string | null) => ['referrals', 'billing', id] as const,
    referrerDefaults: () => ['referrals', 'referrer-defaults'] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    list: (filters: object) => ['jobs', 'list', filters] as const,
    /** One driver's own jobs (the portal's My Jobs). */
    forDriver: (driverId: string | undefined) => ['jobs', 'driver', driverId] as const,
    /** One day of the driver's run (the portal's Today and Tomorrow). */
    driverDay: (driverId: string | undefined, date: string) => ['jobs', 'driver-day', driverId, date] as const,
    /** Every driver's day: a change to a driver (their vehicle inspection, say) may change what a day shows. */
    driverDays: () => ['jobs', 'driver-day'] as const,
    /** One job with its structured places (the edit form). */
    detail: (id: string | null) => ['jobs', 'detail', id] as const,
    /** One day as the day board shows it (lanes, the unassigned queue, waiting will-calls). */
    day: (date: string) => ['jobs', 'day', date] as const,
    /** Every day the board has read, to redraw a confirmed move in all of them. */
    days: () => ['jobs', 'day'] as const,
    /** The drivers weighed for one job (the job dialog's driver picker). */
    candidates: (jobId: string) => ['jobs', 'candidates', jobId] as const,
    /** One job's price for its payer (docs/decisions/068-job-price.md): under `jobs`, so saving the job reads it again. */
    price: (id: string) => ['jobs', 'price', id] as const,
    /** Every job's price: a payer's rate changed changes them all. */
    prices: () => ['jobs', 'price'] as const,
  },
  drivers: {
    all: ['drivers'] as const,
    list: (filters: { status: string }) => ['drivers', 'list', filters] as const,
    /** Under `drivers`, so a decision on an application refreshes the job form's driver choices too. */
    assignable: () => ['drivers', 'assignable'] as const,
    mine: () => ['drivers', 'me'] as const,
  },
  stats: {
    overview: () => ['stats', 'overview'] as const,
  },
  /** Proposed routes for a day (the board's "Propose routes"): apart from `jobs`, so a job change does not read a finished proposal again. */
  proposals: {
    detail: (id: string | null) => ['proposals', id] as const,
  },
  /** The drivers' last known positions on a day (the board's map). */
  positions: {
    all: ['positions'] as const,
    day: (date: string) => ['positions', date] as const,
  },
  /**
   * Messages to people outside the portal: a record's history and the outbox (docs/decisions/065-notifications.md).
   * A job, referral or driver change may write one in its transaction, so those changes refresh these too.
   */
  messages: {
    all: ['messages'] as const,
    list: (filters: { referralId?: string; jobId?: string; driverId?: string }) =>
      ['messages', 'list', filters] as const,
    outbox: () => ['messages', 'outbox'] as const,
    notDelivered: () => ['messages', 'not-delivered'] as const,
  },
  /**
   * The words of each message and their previews (docs/decisions/065-notifications.md): apart from `messages`, so
   * the job and referral changes that refresh the histories do not read the templates again.
   */
  messageTemplates: {
    all: ['message-templates'] as const,
    list: () => ['message-templates', 'list'] as const,
    preview: (event: string, input: { subject: string; body: string }) =>
      ['message-templates', 'preview', event, input] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (filters: object) => ['audit', 'list', filters] as const,
  },
  vehicles: {
    all: ['vehicles'] as const,
    list: (filters: { status: string }) => ['vehicles', 'list', filters] as const,
    detail: (id: string) => ['vehicles', 'detail', id] as const,
    /** The driver dialog's choice of vehicles (driver-admin's own fetcher). */
    choices: () => ['vehicles', 'choices'] as const,
  },
  /** Payers and their rates under one prefix (docs/decisions/067-payers-and-rates.md): a rate saved refreshes its payer's page. */
  payers: {
    all: ['payers'] as const,
    list: () => ['payers', 'list'] as const,
    detail: (id: string) => ['payers', 'detail', id] as const,
    rates: (id: string) => ['payers', 'rates', id] as const,
    /** The job form's choice of payers (the jobs feature's own fetcher). */
    choices: () => ['payers', 'choices'] as const,
  },
  riders: {
    all: ['riders'] as const,
    list: (filters: { q: string }) => ['riders', 'list', filters] as const,
    detail: (id: string) => ['riders', 'detail', id] as const,
    trips: (id: string) => ['riders', 'trips', id] as const,
    /** The rider's workers' compensation authorizations (docs/decisions/069-authorizations.md). */
    authorizations: (id: string) => ['riders', 'authorizations', id] as const,
    /** The job and standing-order forms' rider search (GET /api/riders?q=). */
    search: (q: string) => ['riders', 'search', q] as const,
  },
  /** Orders, their runs and the holidays under one prefix: saving or ending an order refreshes all three. */
  standingOrders: {
    all: ['standing-orders'] as const,
    list: () => ['standing-orders', 'list'] as const,
    detail: (id: string) => ['standing-orders', 'detail', id] as const,
    runs: () => ['standing-orders', 'runs'] as const,
    holidays: () => ['standing-orders', 'holidays'] as const,
  },
  /** The company's trip policies (read by every signed-in screen that counts a wait or a notice). */
  policies: () => ['policies'] as const,
  /** Under one prefix, so a credential added or verified refreshes the driver's list and the expiring list. */
  credentials: {
    all: ['credentials'] as const,
    forDriver: (driverId: string) => ['credentials', 'driver', driverId] as const,
    expiring: (days: number) => ['credentials', 'expiring', days] as const,
  },
  /** Under one prefix, so a driver's week saved or a request answered refreshes the board's shading too. */
  availability: {
    all: ['availability'] as const,
    forDriver: (driverId: string) => ['availability', 'driver', driverId] as const,
    day: (date: string) => ['availability', 'day', date] as const,
  },
};

/**
 * After any job change (create, edit, delete, a driver's move): the job lists, the referral the job moves
 * (its status follows the job), and the figures. Only the queries on screen refetch now; the others are
 * marked stale and refetch when they are next shown, so the referral list never stays "pending".
 */
export function invalidateAfterJobChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.referrals.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats.overview() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
    // A leg counts against its workers' compensation authorization (docs/decisions/069-authorizations.md).
    queryClient.invalidateQueries({ queryKey: ['riders', 'authorizations'] }),
  ]).then(() => undefined);
}

/** After a referral is sent, edited or cancelled: every referral list and detail, and the figures. */
export function invalidateAfterReferralChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.referrals.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats.overview() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
  ]).then(() => undefined);
}

/** After a decision on a driver's application or their vehicle inspection: the application lists, the drivers a job may get, the figures, the drivers' days. */
export function invalidateAfterDriverChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stats.overview() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.jobs.driverDays() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.jobs.days() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
  ]).then(() => undefined);
}

/** After a vehicle or its documents change: every vehicle list and detail, and the driver dialog's choices. */
export function invalidateAfterVehicleChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all });
}

/** After a payer or one of its rates changes: the list, the payer's page and its rates, and the jobs' prices made from them. */
export function invalidateAfterPayerChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.payers.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.jobs.prices() }),
  ]).then(() => undefined);
}

/** A driver's phone sent a position: only the board's map reads them. */
export function invalidateAfterPositionChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.positions.all });
}
