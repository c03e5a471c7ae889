import { useSearchParams } from 'wouter';

/**
 * The dashboard's tab lives in the address (?tab=referrals), so the rail, a bookmark or a shared link opens that
 * view; the first tab is the bare /dashboard.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const first = tabs[0]!;
  const tab = tabs.find((name) => name === asked) ?? first;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === first) kept.delete('tab');
        else kept.set('tab', next);
        return kept;
      },
      { replace: true },
    );
  return [tab, choose];
}
