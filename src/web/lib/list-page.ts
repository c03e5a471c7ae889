import type { Page } from '@domain/page';
import { api } from './api-client';

/** Paged lists (decision 035): one page of a list, filtered by status, from the server's cursor. */
export function fetchPage<T>(path: string, status: string, cursor: string | null): Promise<Page<T>> {
  const params = new URLSearchParams({ limit: '20' });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return api.get<Page<T>>(`${path}?${params.toString()}`);
}
