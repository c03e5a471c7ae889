/**
 * node-postgres and PGlite both report SQLSTATE in `code`; Drizzle may wrap the driver error in `cause`.
 * Returns the violated unique constraint's name, or undefined for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
  }
  return undefined;
}
