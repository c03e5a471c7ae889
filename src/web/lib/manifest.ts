/** A driver's run for one day as a PDF (docs/decisions/060-day-manifest.md): the driver's own, or any for an administrator. */
export const manifestHref = (driverId: string, date: string) =>
  `/api/jobs/driver/${encodeURIComponent(driverId)}/manifest.pdf?date=${encodeURIComponent(date)}`;
