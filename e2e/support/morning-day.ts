import { expect, type APIRequestContext } from '@playwright/test';
import { DEFAULT_COMPANY } from '../../src/domain/company';
import { daysFromToday } from '../../src/domain/dates';
import { zonedLocalToIso } from '../../src/domain/zoned-time';
import { jobInput, uniqueTag } from '../../src/server/demo/samples';
import { applyAsDriver, equipDriver } from './api';

/**
 * A dispatcher's morning through the administrator's API: three equipped drivers with ten legs each in their lanes,
 * the rest of at least a hundred legs waiting in the queue, and a will-call return whose outbound was driven early
 * that day. The third driver's van is then put out of service, so its legs need another driver.
 * The day is the company's tomorrow, from 06:30 to 18:00, inside the drivers' usual shift: the journey is the same
 * whatever hour the run starts (a run late in the evening once found every leg past the end of the shift).
 */
export async function seedMorning(admin: APIRequestContext, { legs = 100 } = {}) {
  const t = uniqueTag();
  const zone = DEFAULT_COMPANY.timeZone;
  const date = daysFromToday(1, { company: DEFAULT_COMPANY });
  const first = Date.parse(zonedLocalToIso(`${date}T06:30`, zone));
  const last = Date.parse(zonedLocalToIso(`${date}T18:00`, zone));
  const at = (i: number) => new Date(first + ((last - first) * i) / (legs - 1));

  const drivers = [];
  for (const name of ['Dana Ortiz', 'Malik Greene', 'Sofia Reyes']) {
    const driver = await applyAsDriver(name);
    const { vehicleId } = await equipDriver(admin, driver.id);
    const approved = await admin.put(`/api/drivers/${driver.id}`, { data: { status: 'approved' } });
    expect(approved.ok(), await approved.text()).toBe(true);
    drivers.push({ ...driver, vehicleId });
  }

  const made: Array<{ id: string; patientName: string; assignedDriverId: string | null }> = [];
  for (let i = 0; i < legs; i += 1) {
    const pickup = at(i);
    const driver = i % 3 === 0 && i / 3 < 30 ? drivers[(i / 3) % 3]! : null;
    const res = await admin.post('/api/jobs', {
      data: jobInput(
        {
          patientName: `Morning Rider ${String(i + 1).padStart(3, '0')} ${t}`,
          levelOfService: i % 5 === 0 ? 'wheelchair' : 'ambulatory',
          pickupTime: pickup.toISOString(),
          dropoffTime: new Date(pickup.getTime() + 35 * 60_000).toISOString(),
          assignedDriverId: driver?.id ?? null,
        },
        t,
      ),
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push((await res.json()) as (typeof made)[number]);
  }

  // The day's first dialysis run, driven and done; its way home waits for the rider's call.
  const outboundAt = new Date(Date.parse(zonedLocalToIso(`${date}T05:30`, zone)));
  const willCall = await admin.post('/api/jobs', {
    data: jobInput({
      patientName: `Will Call ${t}`,
      pickupTime: outboundAt.toISOString(),
      dropoffTime: new Date(outboundAt.getTime() + 30 * 60_000).toISOString(),
      returnTrip: 'will_call',
    }),
  });
  expect(willCall.status(), await willCall.text()).toBe(201);
  const outbound = (await willCall.json()) as Record<string, unknown> & { id: string };
  const done = await admin.put(`/api/jobs/${outbound.id}`, { data: { ...outbound, status: 'completed' } });
  expect(done.ok(), await done.text()).toBe(true);

  // The third van breaks down: its driver's legs can no longer be driven in it.
  const broken = drivers[2]!;
  const vehicle = (await (await admin.get(`/api/vehicles/${broken.vehicleId}`)).json()) as Record<string, unknown>;
  const off = await admin.put(`/api/vehicles/${broken.vehicleId}`, { data: { ...vehicle, status: 'out_of_service' } });
  expect(off.ok(), await off.text()).toBe(true);

  /** Tests clean up what they write: every leg still to run goes (a finished one is kept, as the server rules). */
  const cleanUp = async () => {
    for (const id of [...made.map((leg) => leg.id), outbound.returnJobId as string])
      await admin.delete(`/api/jobs/${id}`);
  };
  return { tag: t, date, drivers, legs: made, willCallRider: `Will Call ${t}`, brokenDriver: broken, cleanUp };
}
