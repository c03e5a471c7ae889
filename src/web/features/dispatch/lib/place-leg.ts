import type { DispatchDay, DispatchLeg } from '@domain/dispatch';

interface Confirmed {
  id: string;
  assignedDriverId: string | null;
  status: DispatchLeg['status'];
}

const byPickup = (a: DispatchLeg, b: DispatchLeg) =>
  (a.pickupTime ?? '').localeCompare(b.pickupTime ?? '') || a.id.localeCompare(b.id);

/**
 * The day as it stands once the server has confirmed a move: the leg out of wherever it was and into its new
 * driver's lane (or the queue), in pickup order. Drawn at once, before the day is read again, so a drop shows in
 * the time the server takes to say yes; the refetch that follows replaces it with the server's own reading.
 */
export function placeLeg(day: DispatchDay, job: Confirmed): DispatchDay {
  const found = [...day.unassigned, ...day.lanes.flatMap((lane) => lane.legs)].find((leg) => leg.id === job.id);
  if (!found) return day;
  const lane = job.assignedDriverId ? day.lanes.find((l) => l.driverId === job.assignedDriverId) : undefined;
  // The server judged the new driver safe, so the leg no longer waits for another; back in the queue, it needs one.
  const moved: DispatchLeg = {
    ...found,
    assignedDriverId: job.assignedDriverId,
    status: job.status,
    assignedDriverName: lane?.fullName ?? null,
    needsDriver: job.assignedDriverId === null,
    strandedReasons: [],
  };
  // Lists the move does not touch keep their identity, so only the lanes it changes are drawn again.
  const place = (legs: DispatchLeg[], here: boolean) => {
    const had = legs.some((leg) => leg.id === job.id);
    if (!had && !here) return legs;
    const rest = had ? legs.filter((leg) => leg.id !== job.id) : legs;
    return here ? [...rest, moved].sort(byPickup) : rest;
  };
  const unassigned = place(day.unassigned, job.assignedDriverId === null);
  const stranded = day.stranded.some((leg) => leg.id === job.id)
    ? day.stranded.filter((leg) => leg.id !== job.id)
    : day.stranded;
  return {
    ...day,
    unassigned,
    stranded,
    queue: {
      unassigned: unassigned.length,
      stranded: stranded.length,
      needsDriver: unassigned.length + stranded.length,
    },
    lanes: day.lanes.map((l) => {
      const legs = place(l.legs, l.driverId === job.assignedDriverId);
      return legs === l.legs ? l : { ...l, legs };
    }),
  };
}
