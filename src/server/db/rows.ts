/** PGlite's execute answers `{ rows }`, node-postgres's too; drizzle types the two differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
