import { eq } from 'drizzle-orm';
import type { CompanyPolicies } from '../../../domain/policies';
import type { Database } from '../../db/client';
import { companyPolicies, users } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/** The company keeps one row of policies, id 1. */
const THE_ROW = 1;

/** The stored trip policy, or undefined while nobody has saved one. */
export async function readTripPolicy(db: Reader) {
  const [row] = await db
    .select({ trip: companyPolicies.trip, site: companyPolicies.site })
    .from(companyPolicies)
    .where(eq(companyPolicies.id, THE_ROW))
    .limit(1);
  return row;
}

/** The stored trip policy with when and by whom it was last saved. */
export async function readPoliciesWithAuthor(db: Reader) {
  const [row] = await db
    .select({
      trip: companyPolicies.trip,
      site: companyPolicies.site,
      updatedAt: companyPolicies.updatedAt,
      updatedBy: users.username,
    })
    .from(companyPolicies)
    .leftJoin(users, eq(users.id, companyPolicies.updatedByUserId))
    .where(eq(companyPolicies.id, THE_ROW))
    .limit(1);
  return row;
}

export async function writePolicies(
  db: Database,
  { trip, site }: CompanyPolicies,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(companyPolicies)
    .values({ id: THE_ROW, trip, site, updatedAt: now, updatedByUserId: userId })
    .onConflictDoUpdate({
      target: companyPolicies.id,
      set: { trip, site, updatedAt: now, updatedByUserId: userId },
    });
}
