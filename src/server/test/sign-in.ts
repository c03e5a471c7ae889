import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../domain/roles';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { DEFAULT_TEST_PASSWORD, makeDriver, makeUser } from '../demo/factories';
import { sessionCookie } from './test-app';

export interface SignedIn {
  cookie: string | undefined;
  userId?: string;
  driverId?: string;
}

/**
 * Creates a user of the role (a driver gets an approved driver record, equipped to take jobs unless `equip` is
 * false, with the day's vehicle inspection passed unless `inspected` is false) and signs in through the real login route.
 */
export async function signedIn(
  app: FastifyInstance,
  db: Database,
  role: Role | 'anonymous',
  options: { equip?: boolean; inspected?: boolean } = {},
): Promise<SignedIn> {
  if (role === 'anonymous') return { cookie: undefined };
  const driver = role === 'driver' ? await makeDriver(db, { status: 'approved', ...options }) : undefined;
  const userId = driver?.userId ?? (await makeUser(db, { role })).id;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: row!.username, password: DEFAULT_TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), userId, ...(driver && { driverId: driver.id }) };
}
