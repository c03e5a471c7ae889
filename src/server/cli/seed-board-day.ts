/**
 * One busy day for the day board's benchmark (bench/board.mjs): drivers who may take work, each equipped, and
 * the day's legs, most of them in the drivers' lanes and the rest in the queue.
 *   DATABASE_URL=postgres://localhost/keystone_board npx tsx src/server/cli/seed-board-day.ts -- --date 2026-12-01 [--drivers 60] [--legs 600] [--planning [--shifts]]
 * Only into an empty database; the administrator is board.admin with BOARD_PASSWORD.
 * With --planning (the route proposal's benchmark, bench/proposal.mjs) every leg waits in the queue, riders live
 * all over the city and ride to a few dozen clinics and hospitals and back, levels of service are mixed with
 * stretchers, and every sixth driver has a stretcher van. With --shifts each driver also has a week on file (one of three
 * patterns, docs/decisions/117-availability.md) and a home across the city that their route starts and ends at.
 */
import { parseArgs } from 'node:util';
import { cliArgs } from './args';
import { DEFAULT_COMPANY } from '../../domain/company';
import { estimateTravel } from '../../domain/travel';
import { zonedLocalToIso } from '../../domain/zoned-time';
import { WEEKDAYS } from '../../domain/weekdays';
import { openDatabase } from '../db/client';
import { driverAvailability } from '../db/schema';
import type { Database } from '../db/client';
import { equipDriver, makeDriver, makeJob, makeUser } from '../demo/factories';
import { fictionalPhone } from '../demo/phones';
import { mulberry32 } from '../modules/scheduling/solver/prng';

const LEVELS = ['ambulatory', 'ambulatory', 'wheelchair'] as const;

async function main() {
  const { values } = parseArgs({
    args: cliArgs(),
    options: {
      date: { type: 'string' },
      drivers: { type: 'string', default: '60' },
      legs: { type: 'string', default: '600' },
      planning: { type: 'boolean', default: false },
      shifts: { type: 'boolean', default: false },
    },
  });
  const url = process.env.DATABASE_URL;
  const password = process.env.BOARD_PASSWORD;
  if (!url || !password || !values.date) throw new Error('Set DATABASE_URL and BOARD_PASSWORD, and give --date');
  const [driverCount, legCount] = [Number(values.drivers), Number(values.legs)];
  const database = await openDatabase({ url });
  try {
    const db = database.db;
    await makeUser(db, { role: 'admin', username: 'board.admin', password });
    if (values.planning) return await seedPlanningDay(db, values.date, driverCount, legCount, values.shifts);
    const drivers = [];
    for (let i = 0; i < driverCount; i += 1)
      drivers.push(
        await makeDriver(db, {
          status: 'approved',
          fullName: `Board Driver ${String(i + 1).padStart(2, '0')}`,
          phoneNumber: fictionalPhone(i),
        }),
      );
    // Nine in ten legs go to drivers, spread over 06:00–19:00 so no driver's van holds two at once; the rest wait.
    const perDriver = Math.floor((legCount * 0.9) / driverCount);
    const at = (minutes: number) =>
      new Date(
        zonedLocalToIso(
          `${values.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
          DEFAULT_COMPANY.timeZone,
        ),
      );
    let made = 0;
    for (const [d, driver] of drivers.entries()) {
      for (let k = 0; k < perDriver && made < legCount; k += 1, made += 1) {
        const start = 360 + (((k * 780) / perDriver + d * 7) % 780);
        await makeJob(db, {
          assignedDriverId: driver.id,
          status: 'accepted',
          pickupTime: at(Math.floor(start)),
          dropoffTime: at(Math.floor(start) + 40),
          levelOfService: LEVELS[(d + k) % 3]!,
          patientName: `Rider ${made + 1}`,
        });
      }
    }
    for (let n = 0; made < legCount; made += 1, n += 1) {
      const start = 360 + ((n * 37) % 780);
      await makeJob(db, {
        pickupTime: at(start),
        dropoffTime: at(start + 35),
        levelOfService: LEVELS[n % 3]!,
        patientName: `Rider ${made + 1}`,
      });
    }
    console.log(`Seeded ${driverCount} drivers and ${made} legs on ${values.date}.`);
  } finally {
    await database.close();
  }
}

const clockAt = (date: string, minutes: number) =>
  new Date(
    zonedLocalToIso(
      `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(Math.floor(minutes % 60)).padStart(2, '0')}`,
      DEFAULT_COMPANY.timeZone,
    ),
  );

const place = (lat: number, lng: number, placeType: 'residence' | 'dialysis_center' | 'hospital') => ({
  street: `${Math.round(Math.abs(lng * 1000)) % 9000} Test Ave`,
  unit: null,
  city: 'Philadelphia',
  state: 'PA',
  zip: '19104',
  placeType,
  lat,
  lng,
  needsReview: false,
});

/** A day to plan from scratch: every leg in the queue, round trips between riders' homes and 30 facilities. */
/**
 * Early, day and late, nine hours each: together they cover every leg the planning day books, the first pickups
 * before 06:30 to the last returns' drop-offs at 19:40, with the drive from and back home. Half the drivers start
 * early, as a dialysis run's morning needs: the appointments begin at 07:00 and the returns spread over the day.
 */
const SHIFT_PATTERNS = [
  { start: '05:00', end: '14:00' },
  { start: '05:00', end: '14:00' },
  { start: '08:00', end: '17:00' },
  { start: '12:00', end: '21:00' },
] as const;

async function seedPlanningDay(db: Database, date: string, driverCount: number, legCount: number, shifts = false) {
  const random = mulberry32(20_261_126);
  const around = (spread: number) =>
    [39.98 + (random() - 0.5) * spread, -75.16 + (random() - 0.5) * spread * 1.3] as const;
  const facilities = Array.from({ length: 30 }, (_, i) =>
    place(...around(0.2), i % 3 === 0 ? 'hospital' : 'dialysis_center'),
  );
  for (let i = 0; i < driverCount; i += 1) {
    const stretcherVan = i % 6 === 5;
    const driver = await makeDriver(db, {
      status: 'approved',
      fullName: `Board Driver ${String(i + 1).padStart(2, '0')}`,
      phoneNumber: fictionalPhone(i),
      equip: false,
    });
    await equipDriver(db, driver.id, {
      vehicle: stretcherVan
        ? { ambulatorySeats: 3, wheelchairPositions: 1, stretcherPositions: 1, liftOrRamp: 'lift' }
        : {},
    });
    if (shifts) {
      const hours = SHIFT_PATTERNS[i % SHIFT_PATTERNS.length]!;
      await db.insert(driverAvailability).values({
        driverId: driver.id,
        week: WEEKDAYS.map((day) => ({ day, ...hours })),
        startPlace: place(...around(0.35), 'residence'),
      });
    }
  }
  let made = 0;
  for (let trip = 0; made < legCount; trip += 1) {
    const home = place(...around(0.3), 'residence');
    const facility = facilities[Math.floor(random() * facilities.length)]!;
    const roll = random();
    const levelOfService = roll < 0.6 ? 'ambulatory' : roll < 0.9 ? 'wheelchair' : 'stretcher';
    const escortCount = random() < 0.2 ? 1 : 0;
    // Appointments from 7:00 to 15:00 every five minutes; the ride back two to four hours later.
    const appointment = 420 + Math.floor(random() * 97) * 5;
    const back = appointment + 120 + Math.floor(random() * 25) * 5;
    const rider = `Rider ${trip + 1}`;
    // Booked as a dispatcher books it: the estimated ride and twenty minutes to spare before the appointment.
    const ride = estimateTravel(home, facility, clockAt(date, appointment), DEFAULT_COMPANY.timeZone).minutes;
    const pickupAt = appointment - Math.ceil((ride + 20) / 5) * 5;
    await makeJob(db, {
      patientName: rider,
      pickupTime: clockAt(date, pickupAt),
      dropoffTime: clockAt(date, appointment),
      appointmentTime: clockAt(date, appointment),
      pickupPlace: home,
      dropoffPlace: facility,
      levelOfService,
      escortCount,
    });
    made += 1;
    if (made < legCount) {
      await makeJob(db, {
        patientName: rider,
        leg: 'return',
        pickupTime: clockAt(date, back),
        dropoffTime: clockAt(date, back + 40),
        pickupPlace: facility,
        dropoffPlace: home,
        levelOfService,
        escortCount,
      });
      made += 1;
    }
  }
  console.log(`Seeded ${driverCount} drivers and ${made} unassigned legs on ${date}.`);
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
