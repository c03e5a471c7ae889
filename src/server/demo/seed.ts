import type { Database } from '../db/client';
import { DRIVER_STATUSES, JOB_STATUSES, REFERRAL_STATUSES, type JobStatus } from '../../domain/statuses';
import { makeDriver, makeJob, makeReferral, makeUser } from './factories';

const PEOPLE = [
  ['Marcus', 'Bell'],
  ['Alicia', 'Moreno'],
  ['Derek', 'Okafor'],
  ['Grace', 'Whitman'],
  ['Samuel', 'Price'],
  ['Tanya', 'Kowalski'],
] as const;

const PATIENTS = ['Harold Jenkins', 'Maria Alvarez', 'Ruth Feldman', 'James Carter', 'Linda Osei'];

/**
 * D23: demo content so a fresh start shows every screen — a partner, a driver in each status,
 * referrals and jobs in each status. All demo accounts share one password printed once at start-up.
 */
export async function seedDemo(db: Database, password: string) {
  const partner = await makeUser(db, {
    username: 'partner',
    email: 'partner@example.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
    role: 'referral_partner',
    password,
  });

  const driverRows = [];
  for (const [i, status] of DRIVER_STATUSES.entries()) {
    const [first, last] = PEOPLE[i]!;
    const username = status === 'approved' ? 'driver' : `driver.${status}`;
    const user = await makeUser(db, { username, email: `${username}@example.com`, firstName: first, lastName: last, role: 'driver', password });
    driverRows.push(
      await makeDriver(db, {
        userId: user.id,
        fullName: `${first} ${last}`,
        email: user.email!,
        status,
        rating: status === 'pending' ? null : '4.8',
        tripsCompleted: status === 'approved' ? 2 : 0,
      }),
    );
  }
  const approved = driverRows.find((d) => d.status === 'approved')!;

  for (const [i, status] of REFERRAL_STATUSES.entries()) {
    await makeReferral(db, {
      patientName: PATIENTS[i % PATIENTS.length]!,
      status,
      submittedByUserId: i % 2 === 0 ? partner.id : null,
      transportType: (['wheelchair', 'ambulatory', 'workers_compensation', 'stretcher'] as const)[i % 4],
    });
  }

  const now = Date.now();
  for (const [i, status] of JOB_STATUSES.entries()) {
    const pickupTime = new Date(now + (i - 2) * 3 * 3600_000);
    await makeJob(db, {
      patientName: PATIENTS[i % PATIENTS.length]!,
      status,
      pickupTime,
      assignedDriverId: approved.id,
      jobRate: (55 + i * 10).toFixed(2),
      ...statusTimes(status, pickupTime),
    });
  }
  await makeJob(db, { patientName: 'Walter Nguyen', pickupTime: new Date(now + 26 * 3600_000) });
}

function statusTimes(status: JobStatus, pickup: Date) {
  const at = new Date(Math.min(Date.now(), pickup.getTime()));
  switch (status) {
    case 'accepted':
      return { acceptedAt: at };
    case 'declined':
      return { declinedAt: at };
    case 'in_progress':
      return { acceptedAt: at, startedAt: at };
    case 'completed':
      return { acceptedAt: at, startedAt: at, completedAt: at };
    default:
      return {};
  }
}
