import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { dictionary } from '@zxcvbn-ts/language-common';
import { Semaphore } from './semaphore';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** One argon2 computation per core at a time, for the whole process (sign-in, sign-up, password change). */
export const argon2Slots = new Semaphore(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return argon2Slots.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so a missing username cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('a password nobody has');
  await verifyPassword(await dummyHash, password);
}

let common: Set<string> | undefined;
/** Decision 011: refuse the most common passwords (the zxcvbn list of about 50,000), case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
