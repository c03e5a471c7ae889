import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * How a query builder gets its values: inline (a one-off query, or one to EXPLAIN) or as named placeholders,
 * so that one build per shape of filters is prepared and reused. A built query costs drizzle about 0.3 ms of
 * CPU and PostgreSQL a parse and plan each time; a prepared one neither (docs/performance.md).
 */
export type Bind = <T>(name: string, value: T) => T | SQLWrapper;
export const inline: Bind = (_name, value) => value;
export const placeholders: Bind = (name) => sql.placeholder(name);

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

const statements = new WeakMap<object, Map<string, Prepared<unknown>>>();

/** The statement `name` prepared on this database, built on first use. Names must differ with the query's text. */
export function preparedOnce<R>(db: object, name: string, prepare: (name: string) => Prepared<R>): Prepared<R> {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as Prepared<R> | undefined;
  if (!statement) byName.set(name, (statement = prepare(name)));
  return statement;
}
