import { z } from 'zod';
import { LIVE_RECORD_TYPES, type LiveChange } from '../../../domain/live';
import type { DatabaseHandle } from '../../db/client';

/** The channel the database's triggers announce changes on (migration 0012). */
export const CHANGES_CHANNEL = 'keystone_changes';

/** A change as the trigger announces it: the record, and who besides administrators may hear of it. */
const announced = z.object({
  type: z.enum(LIVE_RECORD_TYPES),
  id: z.guid(),
  drivers: z.array(z.guid()),
  partners: z.array(z.guid()),
});
type Announced = z.infer<typeof announced>;

/** Who is listening: an administrator hears everything, a driver their own jobs and record, a partner their referrals' (the routes' reading rules, docs/decisions/021-server-enforces-permissions.md). */
export interface Listener {
  role: 'admin' | 'driver' | 'referral_partner';
  userId: string;
  driverId: string | null;
}

export function mayHear(change: Announced, listener: Listener): boolean {
  if (listener.role === 'admin') return true;
  if (listener.role === 'driver') return listener.driverId !== null && change.drivers.includes(listener.driverId);
  return change.partners.includes(listener.userId);
}

type Send = (change: LiveChange) => void;

/**
 * One instance's listeners (docs/decisions/050-live-changes.md): one LISTEN on the database for the whole
 * instance, fanned out to every open stream that may hear each change.
 */
export class LiveHub {
  private readonly subscribers = new Map<Send, Listener>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly onBadPayload: (error: unknown) => void = () => undefined) {}

  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.stopListening = await database.listen(CHANGES_CHANNEL, (payload) => this.dispatch(payload));
  }

  subscribe(listener: Listener, send: Send): () => void {
    this.subscribers.set(send, listener);
    return () => void this.subscribers.delete(send);
  }

  get size(): number {
    return this.subscribers.size;
  }

  dispatch(payload: string): void {
    let change: Announced;
    try {
      change = announced.parse(JSON.parse(payload));
    } catch (error) {
      this.onBadPayload(error);
      return;
    }
    for (const [send, listener] of this.subscribers) if (mayHear(change, listener)) send({ type: change.type, id: change.id });
  }

  async stop(): Promise<void> {
    this.subscribers.clear();
    await this.stopListening?.();
  }
}
