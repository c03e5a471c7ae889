import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export interface KnownRider {
  id: string;
  fullName: string;
}

/**
 * The riders a broker's manifest names (docs/decisions/105-broker-trip-import.md): by the broker's member ID, and
 * by name and date of birth, the "same rider" rule. One query each, however long the file.
 */
export async function ridersOfManifest(
  db: Pick<Database, 'select'>,
  memberIds: readonly string[],
  people: readonly { fullName: string; dateOfBirth: string }[],
): Promise<{ byMemberId: Map<string, KnownRider>; byNameAndBirth: Map<string, KnownRider> }> {
  const byMemberId = new Map<string, KnownRider>();
  const byNameAndBirth = new Map<string, KnownRider>();
  const members = [...new Set(memberIds)];
  if (members.length > 0) {
    const rows = await db
      .select({ id: riders.id, fullName: riders.fullName, memberId: riders.memberId })
      .from(riders)
      .where(inArray(riders.memberId, members));
    for (const row of rows) byMemberId.set(row.memberId!, { id: row.id, fullName: row.fullName });
  }
  const pairs = [...new Map(people.map((p) => [nameAndBirthKey(p.fullName, p.dateOfBirth), p] as const)).values()].map(
    (p) => sql`(${riderNameKey(p.fullName)}, ${p.dateOfBirth}::date)`,
  );
  for (let i = 0; i < pairs.length; i += 500) {
    const rows = await db
      .select({ id: riders.id, fullName: riders.fullName, nameKey: riders.nameKey, dateOfBirth: riders.dateOfBirth })
      .from(riders)
      .where(sql`(${riders.nameKey}, ${riders.dateOfBirth}) in (${sql.join(pairs.slice(i, i + 500), sql`, `)})`);
    for (const row of rows)
      byNameAndBirth.set(`${row.nameKey}|${row.dateOfBirth}`, { id: row.id, fullName: row.fullName });
  }
  return { byMemberId, byNameAndBirth };
}

/** The key `ridersOfManifest` answers a name and date of birth under. */
export const nameAndBirthKey = (fullName: string, dateOfBirth: string) => `${riderNameKey(fullName)}|${dateOfBirth}`;

/** A manifest's new rider, linked as a referral's is, keeping the broker's member ID when the rider has none. */
export async function linkManifestRider(
  tx: Tx,
  patient: { fullName: string; dateOfBirth: string; phone: string; memberId: string | null },
  firstTrip: { levelOfService: LevelOfService; escortCount: number },
): Promise<string> {
  const id = await linkRider(tx, patient, firstTrip);
  if (patient.memberId)
    await tx
      .update(riders)
      .set({ memberId: patient.memberId })
      .where(and(eq(riders.id, id), isNull(riders.memberId)));
  return id;
}
