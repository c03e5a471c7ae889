import { z } from 'zod';
import { DEFAULT_TRIP_POLICY, type TripPolicy } from './trip';

/**
 * The company's policies an administrator changes on the Settings tab (docs/decisions/049-company-policies.md).
 * Each figure has bounds that keep the product working: a no-show wait of zero would let a driver leave before
 * the rider could come down, and a standing order cannot make jobs months ahead of what dispatch can see.
 */
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const TRIP_POLICY_BOUNDS = {
  willCallLeadMinutes: [0, 240],
  onTimeWindowMinutes: [0, 120],
  lateCancellationHours: [0, 168],
  noShowWaitMinutes: [1, 120],
  standingOrderDaysAhead: [1, 60],
  tripLinkMinutesAfter: [0, 240],
} as const satisfies Record<keyof TripPolicy, readonly [number, number]>;

export const TRIP_POLICY_LABELS: Record<keyof TripPolicy, string> = {
  willCallLeadMinutes: 'Will-call pickup after "Rider ready" (minutes)',
  onTimeWindowMinutes: 'On-time window either side of pickup (minutes)',
  lateCancellationHours: 'Late cancellation: less than (hours before pickup)',
  noShowWaitMinutes: 'No-show wait after arrival or pickup time (minutes)',
  standingOrderDaysAhead: 'Standing orders make jobs ahead (days)',
  tripLinkMinutesAfter: "Riders' trip links work after the trip ends (minutes)",
};

const field = (key: keyof TripPolicy) =>
  wholeNumber(TRIP_POLICY_LABELS[key].replace(/ \(.*\)$/, ''), TRIP_POLICY_BOUNDS[key][0], TRIP_POLICY_BOUNDS[key][1]);

export const tripPolicySchema = z.object({
  willCallLeadMinutes: field('willCallLeadMinutes'),
  onTimeWindowMinutes: field('onTimeWindowMinutes'),
  lateCancellationHours: field('lateCancellationHours'),
  noShowWaitMinutes: field('noShowWaitMinutes'),
  standingOrderDaysAhead: field('standingOrderDaysAhead'),
  tripLinkMinutesAfter: field('tripLinkMinutesAfter'),
});

/**
 * What the public site shows (docs/decisions/109-public-figures.md): the configured marketing figures, or the
 * on-time rate and trips counted by the reports once there are enough trips to count.
 */
export const sitePolicySchema = z.object({
  measuredFigures: z.boolean({ error: 'Choose whether the site shows the measured figures' }),
});
export type SitePolicy = z.output<typeof sitePolicySchema>;
export const DEFAULT_SITE_POLICY: SitePolicy = { measuredFigures: false };

/** PUT /api/policies and the Settings form; a client that sends no `site` keeps the site's as they are. */
export const companyPoliciesSchema = z.object({ trip: tripPolicySchema, site: sitePolicySchema.optional() });
export type CompanyPolicies = { trip: z.output<typeof tripPolicySchema>; site: SitePolicy };

export const DEFAULT_POLICIES: CompanyPolicies = { trip: { ...DEFAULT_TRIP_POLICY }, site: { ...DEFAULT_SITE_POLICY } };

/** What GET /api/policies answers: the figures in force, and when and by whom they were last changed. */
export const companyPoliciesResponse = companyPoliciesSchema.extend({
  site: sitePolicySchema,
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type CompanyPoliciesResponse = z.infer<typeof companyPoliciesResponse>;

/** Stored figures over the defaults: a figure added after the row was written takes its default. */
export function withDefaults(
  stored: Record<string, unknown> | null | undefined,
  storedSite?: Record<string, unknown> | null,
): CompanyPolicies {
  const merged = { ...DEFAULT_TRIP_POLICY, ...(stored ?? {}) };
  const parsed = tripPolicySchema.safeParse(merged);
  const site = sitePolicySchema.safeParse({ ...DEFAULT_SITE_POLICY, ...(storedSite ?? {}) });
  return {
    trip: parsed.success ? parsed.data : { ...DEFAULT_TRIP_POLICY },
    site: site.success ? site.data : { ...DEFAULT_SITE_POLICY },
  };
}
