import { eq } from 'drizzle-orm';
import type { Driver } from '../../../domain/driver';
import type { Database } from '../../db/client';
import { drivers, type DriverRow } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

export function toDriver(row: DriverRow): Driver {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    city: row.city,
    state: row.state,
    vehicleInfo: row.vehicleInfo,
    licenseUrl: row.licenseUrl,
    insuranceUrl: row.insuranceUrl,
    w9Url: row.w9Url,
    backgroundCheckConsent: row.backgroundCheckConsent,
    contractAgreementSigned: row.contractAgreementSigned,
    digitalSignature: row.digitalSignature,
    contractSignedAt: row.contractSignedAt?.toISOString() ?? null,
    status: row.status,
    rating: row.rating,
    tripsCompleted: row.tripsCompleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findDriverByUser(db: Reader, userId: string): Promise<DriverRow | undefined> {
  const [row] = await db.select().from(drivers).where(eq(drivers.userId, userId)).limit(1);
  return row;
}

export async function insertDriver(db: Pick<Database, 'insert'>, values: typeof drivers.$inferInsert): Promise<DriverRow> {
  const [row] = await db.insert(drivers).values(values).returning();
  return row!;
}

export async function updateDriverDocuments(
  db: Pick<Database, 'update'>,
  id: string,
  documents: Partial<Pick<DriverRow, 'licenseUrl' | 'insuranceUrl' | 'w9Url'>>,
): Promise<DriverRow> {
  const [row] = await db
    .update(drivers)
    .set({ ...documents, updatedAt: new Date() })
    .where(eq(drivers.id, id))
    .returning();
  return row!;
}
