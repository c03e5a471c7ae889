/**
 * One busy day for the day board's benchmark (bench/board.mjs): drivers who may take work, each equipped, and
 * the day's legs, most of them in the drivers' lanes and the rest in the queue.
 *   DATABASE_URL=postgres://localhost/keystone_board npx tsx src/server/cli/seed-board-day.ts -- --date 2026-12-01 [--drivers 60] [--legs 600]
 * Only into an empty database; the administrator is board.admin with BOARD_PASSWORD.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_COMPANY } from '../../domain/company';
import { zonedLocalToIso } from '../../domain/zoned-time';
import { openDatabase } from '../db/client';
import { makeDriver, makeJob, makeUser } from '../demo/factories';

const LEVELS = ['ambulatory', 'ambulatory', 'wheelchair'] as const;

async function main() {
  const { values } = parseArgs({ options: { date: { type: 'string' }, drivers: { type: 'string', default: '60' }, legs: { type: 'string', default: '600' } } });
  const url = process.env.DATABASE_URL;
  const password = process.env.BOARD_PASSWORD;
  if (!url || !password || !values.date) throw new Error('Set DATABASE_URL and BOARD_PASSWORD, and give --date');
  const [driverCount, legCount] = [Number(values.drivers), Number(values.legs)];
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    await makeUser(db, { role: 'admin', username: 'board.admin', password });
    const drivers = [];
    for (let i = 0; i < driverCount; i += 1) drivers.push(await makeDriver(db, { status: 'approved', fullName: `Board Driver ${String(i + 1).padStart(2, '0')}` }));
    // Nine in ten legs go to drivers, spread over 06:00–19:00 so no driver's van holds two at once; the rest wait.
    const perDriver = Math.floor((legCount * 0.9) / driverCount);
    const at = (minutes: number) => new Date(zonedLocalToIso(`${values.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, DEFAULT_COMPANY.timeZone));
    let made = 0;
    for (const [d, driver] of drivers.entries()) {
      for (let k = 0; k < perDriver && made < legCount; k += 1, made += 1) {
        const start = 360 + ((k * 780) / perDriver + d * 7) % 780;
        await makeJob(db, { assignedDriverId: driver.id, status: 'accepted', pickupTime: at(Math.floor(start)), dropoffTime: at(Math.floor(start) + 40), levelOfService: LEVELS[(d + k) % 3]!, patientName: `Rider ${made + 1}` });
      }
    }
    for (let n = 0; made < legCount; made += 1, n += 1) {
      const start = 360 + ((n * 37) % 780);
      await makeJob(db, { pickupTime: at(start), dropoffTime: at(start + 35), levelOfService: LEVELS[n % 3]!, patientName: `Rider ${made + 1}` });
    }
    console.log(`Seeded ${driverCount} drivers and ${made} legs on ${values.date}.`);
  } finally {
    await database.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
