import { sql } from 'drizzle-orm';
import type { LevelOfService } from '../../../domain/level-of-service';
import { riderNameKey } from '../../../domain/rider';
import type { Database } from '../../db/client';
import { riders } from '../../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The rider a referral or job is for: the one with this name and date of birth, or a new one. One statement, so two
 * referrals for a new rider arriving together still make one rider (the unique key decides; docs/decisions/039-operations-records.md).
 */
export async function linkRider(
  tx: Tx,
  patient: { fullName: string; dateOfBirth: string; phone: string },
  /**
   * What a new rider starts with: the first trip's level of service, escorts and diagnoses (which a claim falls back
   * on; docs/decisions/099-claims-a-clearinghouse-accepts.md). An existing rider keeps their own.
   */
  firstTrip: { levelOfService?: LevelOfService; escortCount?: number; diagnosisCodes?: readonly string[] } = {},
): Promise<string> {
  const fullName = patient.fullName.trim().replace(/\s+/g, ' ');
  const [row] = await tx
    .insert(riders)
    .values({
      fullName,
      nameKey: riderNameKey(fullName),
      dateOfBirth: patient.dateOfBirth,
      phone: patient.phone,
      ...(firstTrip.levelOfService && { defaultLevelOfService: firstTrip.levelOfService }),
      ...(firstTrip.escortCount !== undefined && { escortCount: firstTrip.escortCount }),
      ...(firstTrip.diagnosisCodes?.length && { diagnosisCodes: [...firstTrip.diagnosisCodes] }),
    })
    .onConflictDoUpdate({ target: [riders.nameKey, riders.dateOfBirth], set: { updatedAt: sql`${riders.updatedAt}` } })
    .returning({ id: riders.id });
  return row!.id;
}
