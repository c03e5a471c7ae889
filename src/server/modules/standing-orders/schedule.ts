import type { Database } from '../../db/client';
import { generateJobs } from './generator';

const DAY = 86_400_000;

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Standing orders make their jobs at start-up and then once a day (docs/decisions/048-standing-orders.md). Each
 * run is idempotent and takes the advisory lock, so every instance may run this and the trips are still made once.
 */
export function scheduleGeneration(db: Database, timeZone: string, log: Log): () => void {
  const run = (trigger: 'startup' | 'daily') =>
    generateJobs(db, { trigger, timeZone })
      .then(
        (done) =>
          done &&
          done.jobsCreated > 0 &&
          log.info({ jobsCreated: done.jobsCreated, ordersSeen: done.ordersSeen }, 'standing-order trips made'),
      )
      .catch((error: Error) => log.error({ err: error.message }, 'standing-order generation failed'));
  void run('startup');
  const daily = setInterval(() => void run('daily'), DAY);
  daily.unref();
  return () => clearInterval(daily);
}
