/** Paged lists (decision 035): the query of one page of a list, filtered by status, from the server's cursor. */
export function listPageQuery<S extends string>(status: S | '', cursor: string | null) {
  return { limit: 20, status: status || undefined, cursor: cursor ?? undefined };
}
