import {
  DEFAULT_POLICIES,
  withDefaults,
  type CompanyPolicies,
  type CompanyPoliciesResponse,
} from '../../../domain/policies';
import type { Database } from '../../db/client';
import { readPoliciesWithAuthor, readTripPolicy, writePolicies } from './repository';

/**
 * The company's policies (docs/decisions/049-company-policies.md). Every trip action reads them, so each
 * instance keeps them for a few seconds: a change reaches this instance at once and the others within that time.
 */
const CACHE_MS = 10_000;
const cache = new WeakMap<Database, { at: number; policies: CompanyPolicies }>();

export async function loadPolicies(db: Database): Promise<CompanyPolicies> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.policies;
  const row = await readTripPolicy(db);
  const policies = row ? withDefaults(row.trip, row.site) : DEFAULT_POLICIES;
  cache.set(db, { at: Date.now(), policies });
  return policies;
}

export async function describePolicies(db: Database): Promise<CompanyPoliciesResponse> {
  const row = await readPoliciesWithAuthor(db);
  if (!row) return { ...DEFAULT_POLICIES, updatedAt: null, updatedBy: null };
  return { ...withDefaults(row.trip, row.site), updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy };
}

export async function savePolicies(
  db: Database,
  input: { trip: CompanyPolicies['trip']; site?: CompanyPolicies['site'] | undefined },
  userId: string,
): Promise<CompanyPoliciesResponse> {
  // A client that sends no site policy keeps the one in force.
  const site = input.site ?? (await loadPolicies(db)).site;
  await writePolicies(db, { trip: input.trip, site }, userId, new Date());
  cache.delete(db);
  return describePolicies(db);
}
