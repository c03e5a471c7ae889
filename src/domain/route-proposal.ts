import { z } from 'zod';
import { isIsoDate } from './dates';
import { instant } from './wire-formats';
import { KEPT_REASONS, PROPOSAL_SCOPES, PROPOSAL_STATUSES, UNPLACED_REASONS } from './route-proposal-words';

// What a proposal may be asked for and why it leaves legs out, with their words, live apart from its schemas, so the
// board's queue says why a leg was left there without loading zod (docs/performance.md, "Staff screens on a phone").
export * from './route-proposal-words';

/**
 * Proposed routes for a day (docs/decisions/064-route-proposals.md): the route solver plans the day's legs over the
 * drivers on shift; the dispatcher compares the plan with the board and applies all of it or chosen lanes, each
 * assignment through the safe-assignment rules.
 */

/**
 * How long the driver spends at each end of a leg, by level of service: seating an ambulatory rider, securing a
 * wheelchair, moving a stretcher.
 */
export const SERVICE_MINUTES = { ambulatory: 3, wheelchair: 8, stretcher: 12 } as const;

/** A rider may ride at most the longer of an hour and one and a half times the direct trip. */
export const MAX_RIDE_FLOOR_MINUTES = 60;
export const MAX_RIDE_FACTOR = 1.5;
export const maxRideMinutes = (directMinutes: number) =>
  Math.max(MAX_RIDE_FLOOR_MINUTES, Math.ceil(MAX_RIDE_FACTOR * directMinutes));

/** The shift every driver on the proposal works unless the dispatcher says otherwise (company clock). */
export const DEFAULT_SHIFT = { start: '05:00', end: '21:00' } as const;

/** How long the solver may search, in seconds. */
export const DEFAULT_SEARCH_SECONDS = 20;
export const MAX_SEARCH_SECONDS = 60;

/**
 * The most legs one driver's lane may hold in a proposal, so one driver is not handed the queue: legs that stay
 * with their driver count towards it but are never refused by it.
 */
export const DEFAULT_MAX_LEGS_PER_DRIVER = 12;
export const MAX_LEGS_PER_DRIVER_LIMIT = 100;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 06:30');

/** POST /api/dispatch/proposals. */
export const proposalRequestSchema = z
  .object({
    date: z.string({ error: 'Choose a day' }).refine(isIsoDate, 'Use a date such as 2026-11-24'),
    scope: z.enum(PROPOSAL_SCOPES, { error: 'Choose what to plan' }).default('unassigned'),
    shift: z
      .object({ start: clock, end: clock })
      .refine((s) => s.start < s.end, { message: 'The shift must end after it starts', path: ['end'] })
      .default({ ...DEFAULT_SHIFT })
      .describe("The drivers' shift on the company clock; every driver on the proposal works it"),
    driverIds: z
      .array(z.uuid({ error: 'Choose a driver' }))
      .max(1000)
      .optional()
      .describe('The drivers on shift; omitted, every driver who may take work'),
    seconds: z
      .number({ error: 'Enter a number of seconds' })
      .int('Enter whole seconds')
      .min(1, 'At least 1 second')
      .max(MAX_SEARCH_SECONDS, `At most ${MAX_SEARCH_SECONDS} seconds`)
      .default(DEFAULT_SEARCH_SECONDS)
      .describe('How long the solver may search'),
    maxLegsPerDriver: z
      .number({ error: 'Enter a number of legs' })
      .int('Enter a whole number of legs')
      .min(1, 'At least 1 leg')
      .max(MAX_LEGS_PER_DRIVER_LIMIT, `At most ${MAX_LEGS_PER_DRIVER_LIMIT} legs`)
      .default(DEFAULT_MAX_LEGS_PER_DRIVER)
      .describe(
        "The most legs one driver's lane may hold in the proposal; legs that stay with their driver count but are never refused",
      ),
  })
  .strict();
export type ProposalRequest = z.input<typeof proposalRequestSchema>;

const travel = z.object({ legs: z.number().int(), miles: z.number(), minutes: z.number().int() });
export type Travel = z.infer<typeof travel>;
const driving = z.object({ miles: z.number(), minutes: z.number().int() });

export const proposedStop = z.object({
  jobId: z.guid(),
  kind: z.enum(['pickup', 'dropoff']),
  at: instant.describe('When the driver serves this stop in the proposal'),
});

export const proposedLane = z.object({
  driverId: z.guid(),
  stops: z.array(proposedStop).describe('In visiting order'),
  jobIds: z.array(z.guid()).describe("The lane's legs by planned pickup"),
  movedJobIds: z.array(z.guid()).describe('Legs this lane gains: from the queue or from another driver'),
  miles: z.number(),
  minutes: z.number().int(),
  current: travel
    .nullable()
    .optional()
    .describe(
      "This driver's legs on the board among the planned legs, end to end: before the proposal (absent in proposals made before it was kept)",
    ),
});
export type ProposedLane = z.infer<typeof proposedLane>;

export const unplacedLeg = z.object({ jobId: z.guid(), reason: z.enum(UNPLACED_REASONS) });
export type UnplacedLeg = z.infer<typeof unplacedLeg>;

export const keptLeg = z.object({ jobId: z.guid(), driverId: z.guid(), reason: z.enum(KEPT_REASONS) });
export type KeptLeg = z.infer<typeof keptLeg>;

export const proposalResult = z.object({
  lanes: z.array(proposedLane).describe('One per driver who has legs in the proposal'),
  unplaced: z.array(unplacedLeg).describe('Legs the solver could not place, with the reason'),
  driversLeftOut: z
    .array(z.object({ driverId: z.guid(), reasons: z.array(z.string()) }))
    .describe('Drivers who may take work but not on this day, and why'),
  current: travel.describe("The board's plan for the planned legs and drivers: legs placed, driving miles and minutes"),
  proposed: travel,
  kept: z
    .array(keptLeg)
    .optional()
    .describe('Legs with a driver on the board that the plan leaves out, and why: they stay with their driver'),
  compared: z
    .object({ legs: z.number().int(), current: driving, proposed: driving })
    .nullable()
    .optional()
    .describe(
      'The legs placed in both plans and the driving each plan gives just those legs (absent in proposals made before it was kept)',
    ),
  maxLegsPerDriver: z.number().int().nullable().optional().describe("The most legs a driver's lane could hold"),
  legsMoved: z.number().int(),
  iterations: z.number().int(),
  seconds: z.number().describe('How long the search ran'),
});
export type ProposalResult = z.infer<typeof proposalResult>;

export const proposalResponse = z
  .object({
    id: z.guid(),
    date: z.string(),
    scope: z.enum(PROPOSAL_SCOPES),
    status: z.enum(PROPOSAL_STATUSES),
    createdAt: instant,
    finishedAt: instant.nullable(),
    appliedAt: instant.nullable().describe('The last time any of it was applied'),
    error: z.string().nullable(),
    result: proposalResult.nullable().describe('Null until the solver is done'),
  })
  .describe('Proposed routes for a day');
export type Proposal = z.infer<typeof proposalResponse>;

/** GET /api/dispatch/proposals?date=: the day's last proposal while it is neither applied nor dropped, so it outlives the dialog. */
export const dayProposalQuery = z
  .object({ date: z.string({ error: 'Choose a day' }).refine(isIsoDate, 'Use a date such as 2026-11-24') })
  .strict();
export const dayProposalResponse = z
  .object({ proposal: proposalResponse.nullable() })
  .describe("The day's last proposal, or null");
export type DayProposal = z.infer<typeof dayProposalResponse>;

/** The reason code of the 409 a proposal asked for while another is being worked out. */
export const PROPOSAL_RUNNING = 'proposal_running';

/** POST /api/dispatch/proposals/{id}/apply: the lanes to apply; omitted, all of them. */
export const applyProposalSchema = z
  .object({
    driverIds: z
      .array(z.uuid({ error: 'Choose a driver' }))
      .min(1, 'Choose at least one lane')
      .max(1000)
      .optional(),
  })
  .strict();
export type ApplyProposal = z.infer<typeof applyProposalSchema>;

export const applyProposalResponse = z
  .object({
    applied: z.array(z.object({ jobId: z.guid(), driverId: z.guid() })).describe('Legs now with their proposed driver'),
    refused: z
      .array(z.object({ jobId: z.guid(), driverId: z.guid(), message: z.string(), reasons: z.array(z.string()) }))
      .describe(
        'Legs the safe-assignment rules refused or that someone moved since the proposal; they stay where they are',
      ),
  })
  .describe('What applying the proposal did');
export type ApplyProposalResult = z.infer<typeof applyProposalResponse>;
