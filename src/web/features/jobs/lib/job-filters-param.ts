import { useDeferredValue } from 'react';
import { useSearchParams } from 'wouter';
import { isIsoDate } from '@domain/dates';
import { JOB_STATUSES, type JobStatus } from '@domain/statuses';
import type { JobFilters } from '../api/get-jobs';

const FILTER_KEYS = ['status', 'driverId', 'date', 'q'] as const;

/** Reads the filters from the address, dropping what is not a filter the list knows. */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const status = params.get('status');
  const date = params.get('date');
  const driverId = params.get('driverId');
  const q = params.get('q')?.slice(0, 100);
  return {
    ...(status && (JOB_STATUSES as readonly string[]).includes(status) ? { status: status as JobStatus } : {}),
    ...(driverId ? { driverId } : {}),
    ...(date && isIsoDate(date) ? { date } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The jobs list's filters live in the address (/jobs?date=2026-11-25&status=pending&q=ramos), so the header's
 * search, the day board and a shared link open the same list; other parameters (fromReferral) are kept.
 */
export function useJobFiltersParam(): [shown: JobFilters, asked: JobFilters, set: (next: JobFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // The typed search answers as fast as the list can follow; the field itself never lags.
  const deferredQ = useDeferredValue(filters.q);
  const set = (next: JobFilters) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        for (const key of FILTER_KEYS) {
          const value = next[key];
          if (value) kept.set(key, value);
          else kept.delete(key);
        }
        return kept;
      },
      { replace: true },
    );
  return [filters, { ...filters, ...(deferredQ ? { q: deferredQ } : { q: undefined }) }, set];
}
