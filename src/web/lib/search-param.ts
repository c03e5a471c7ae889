import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/**
 * One value of a screen kept in its address (?q=, ?status=, ?days=), so a reload, a bookmark or a shared link opens
 * the same view (docs/decisions/052-operations-workspace.md). Setting the default or an empty value removes it;
 * other parameters stay. The setter keeps its identity, and writing the value already there does nothing.
 */
export function useSearchParam(name: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? fallback;
  const set = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          if ((kept.get(name) ?? fallback) === next) return kept;
          if (next && next !== fallback) kept.set(name, next);
          else kept.delete(name);
          return kept;
        },
        { replace: true },
      ),
    [name, fallback, setParams],
  );
  return [value, set];
}
