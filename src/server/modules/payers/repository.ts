import { and, asc, eq } from 'drizzle-orm';
import type { LevelOfService } from '../../../domain/level-of-service';
import type { Database } from '../../db/client';
import { payerRates, payers } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

export type PayerRow = typeof payers.$inferSelect;
export type RateRow = typeof payerRates.$inferSelect;
type PayerValues = typeof payers.$inferInsert;
/** What a rate holds for one payer and level of service, in cents as entered. */
export type RateValues = Omit<typeof payerRates.$inferInsert, 'payerId' | 'levelOfService'>;

export async function payerRowExists(db: Reader, id: string): Promise<boolean> {
  const [row] = await db.select({ id: payers.id }).from(payers).where(eq(payers.id, id)).limit(1);
  return Boolean(row);
}

/** Every payer, by name. */
export function payerRows(db: Reader): Promise<PayerRow[]> {
  return db.select().from(payers).orderBy(asc(payers.name), asc(payers.id));
}

export async function findPayer(db: Reader, id: string): Promise<PayerRow | undefined> {
  const [row] = await db.select().from(payers).where(eq(payers.id, id)).limit(1);
  return row;
}

export async function insertPayer(db: Database, values: PayerValues): Promise<PayerRow> {
  const [row] = await db.insert(payers).values(values).returning();
  return row!;
}

export async function writePayer(
  db: Database,
  id: string,
  values: Partial<PayerValues>,
): Promise<PayerRow | undefined> {
  const [row] = await db.update(payers).set(values).where(eq(payers.id, id)).returning();
  return row;
}

/** The payer's rates, by level of service. */
export function rateRowsOf(db: Reader, payerId: string): Promise<RateRow[]> {
  return db.select().from(payerRates).where(eq(payerRates.payerId, payerId)).orderBy(asc(payerRates.levelOfService));
}

/** Writes the payer's rate for the level (a new one, or over the one it had), then reads it back. */
export async function writeRate(
  db: Database,
  payerId: string,
  level: LevelOfService,
  values: RateValues,
): Promise<RateRow> {
  await db
    .insert(payerRates)
    .values({ payerId, levelOfService: level, ...values })
    .onConflictDoUpdate({ target: [payerRates.payerId, payerRates.levelOfService], set: values });
  const [row] = await db
    .select()
    .from(payerRates)
    .where(and(eq(payerRates.payerId, payerId), eq(payerRates.levelOfService, level)));
  return row!;
}
