import type { DispatchDay, DispatchLeg } from '@domain/dispatch';

interface Confirmed {
  id: string;
  assignedDriverId: string | null;
  status: DispatchLeg['status'];
}

const byPickup = (a: DispatchLeg, b: DispatchLeg) => (a.pickupTime ?? '').localeCompare(b.pickupTime ?? '') || a.id.localeCompare(b.id);

/**
 * The day as it stands once the server has confirmed a move: the leg out of wherever it was and into its new
 * driver's lane (or the queue), in pickup order. Drawn at once, before the day is read again, so a drop shows in
 * the time the server takes to say yes; the refetch that follows replaces it with the server's own reading.
 */
export function placeLeg(day: DispatchDay, job: Confirmed): DispatchDay {
  const found = [...day.unassigned, ...day.lanes.flatMap((lane) => lane.legs)].find((leg) => leg.id === job.id);
  if (!found) return day;
  const lane = job.assignedDriverId ? day.lanes.find((l) => l.driverId === job.assignedDriverId) : undefined;
  const moved: DispatchLeg = { ...found, assignedDriverId: job.assignedDriverId, status: job.status, assignedDriverName: lane?.fullName ?? null };
  const without = (legs: DispatchLeg[]) => legs.filter((leg) => leg.id !== job.id);
  return {
    ...day,
    unassigned: job.assignedDriverId === null ? [...without(day.unassigned), moved].sort(byPickup) : without(day.unassigned),
    lanes: day.lanes.map((l) => ({ ...l, legs: l.driverId === job.assignedDriverId ? [...without(l.legs), moved].sort(byPickup) : without(l.legs) })),
  };
}
