import { sql, type SQL } from 'drizzle-orm';

/**
 * A library's numbered-parameter SQL ($1, $2 …) as a drizzle query, so it runs inside one of our transactions:
 * the job queue's insert then commits or rolls back with the rows it belongs to.
 */
export function rawSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // An undefined parameter is SQL null to node-postgres; drizzle would leave nothing in its place.
    const value = values[Number(match[1]) - 1] ?? null;
    // Objects go as JSON text, as node-postgres would send them; PGlite would not know how.
    chunks.push(
      sql`${value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value}`,
    );
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}
