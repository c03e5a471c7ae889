import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language';
import type { LevelOfService } from '../../../domain/level-of-service';
import { riderNameKey } from '../../../domain/rider';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
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
  firstTrip: {
    levelOfService?: LevelOfService;
    escortCount?: number;
    diagnosisCodes?: readonly string[];
    language?: Language;
  } = {},
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
      ...(firstTrip.language && { language: firstTrip.language }),
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
  db: Pick<Database, 'select' | 'execute'>,
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
  const pairs = [...new Map(people.map((p) => [nameAndBirthKey(p.fullName, p.dateOfBirth), p] as const)).values()];
  // Joined to the pairs unnested from two arrays, so the name-and-birth index is used: a long list of row
  // comparisons (`(a, b) in ((…), …)`) is planned as a chain of ORs that grows slow past a few hundred pairs.
  for (let i = 0; i < pairs.length; i += 1000) {
    const chunk = pairs.slice(i, i + 1000);
    const names = sql.join(
      chunk.map((p) => sql`${riderNameKey(p.fullName)}`),
      sql`, `,
    );
    const births = sql.join(
      chunk.map((p) => sql`${p.dateOfBirth}`),
      sql`, `,
    );
    const rows = rowsOf<{ id: string; full_name: string; name_key: string; date_of_birth: string }>(
      await db.execute(
        sql`select r.id, r.full_name, r.name_key, r.date_of_birth::text as date_of_birth from ${riders} r
            join unnest(array[${names}]::text[], array[${births}]::date[]) as p(name_key, date_of_birth)
              on r.name_key = p.name_key and r.date_of_birth = p.date_of_birth`,
      ),
    );
    for (const row of rows)
      byNameAndBirth.set(`${row.name_key}|${row.date_of_birth}`, { id: row.id, fullName: row.full_name });
  }
  return { byMemberId, byNameAndBirth };
}

/** The key `ridersOfManifest` answers a name and date of birth under. */
export const nameAndBirthKey = (fullName: string, dateOfBirth: string) => `${riderNameKey(fullName)}|${dateOfBirth}`;

/** A manifest's new rider, linked as a referral's is, keeping the broker's member ID when the rider has none. */
export async function linkManifestRider(
  tx: Tx,
  patient: { fullName: string; dateOfBirth: string; phone: string; memberId: string | null },
  firstTrip: { levelOfService: LevelOfService; escortCount: number; language?: Language | undefined },
): Promise<string> {
  const id = await linkRider(tx, patient, firstTrip);
  if (patient.memberId)
    await tx
      .update(riders)
      .set({ memberId: patient.memberId })
      .where(and(eq(riders.id, id), isNull(riders.memberId)));
  return id;
}
