import { and, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { objects, type ObjectRow } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'update'>;

export interface Owner {
  userId?: string | undefined;
  sessionId?: string | null | undefined;
}

/** An object is its uploader's: the signed-in user, or the visitor session that uploaded it (decision 025). */
export function ownedBy(owner: Owner): SQL | undefined {
  const byUser = owner.userId ? eq(objects.ownerUserId, owner.userId) : undefined;
  const bySession = owner.sessionId ? eq(objects.ownerSession, owner.sessionId) : undefined;
  return or(byUser, bySession);
}

export async function insertObject(db: Database, row: typeof objects.$inferInsert): Promise<ObjectRow> {
  const [created] = await db.insert(objects).values(row).returning();
  return created!;
}

export async function findObject(db: Reader, id: string): Promise<ObjectRow | undefined> {
  const [row] = await db.select().from(objects).where(eq(objects.id, id)).limit(1);
  return row;
}

export async function markStored(db: Database, id: string, size: number, sha256: string, contentType: string) {
  await db.update(objects).set({ size, sha256, contentType, storedAt: new Date() }).where(eq(objects.id, id));
}

/** The stored objects among `ids` that the owner may attach to a record. */
export async function storedObjectsOf(db: Reader, ids: string[], owner: Owner): Promise<ObjectRow[]> {
  if (ids.length === 0) return [];
  const ownership = ownedBy(owner);
  if (!ownership) return [];
  return db
    .select()
    .from(objects)
    .where(and(inArray(objects.id, ids), isNotNull(objects.storedAt), ownership));
}

/** The application claims the applicant's uploads for the new account. */
export async function assignObjectsToUser(db: Writer, ids: string[], userId: string) {
  if (ids.length === 0) return;
  await db.update(objects).set({ ownerUserId: userId }).where(inArray(objects.id, ids));
}

export const objectIdFromPath = (url: string | null | undefined) => url?.match(/^\/objects\/([0-9a-f-]{36})$/)?.[1];
