import { useSearchParam } from '@/lib/search-param';

/**
 * The dashboard's tab lives in the address (?tab=referrals), so the rail, a bookmark or a shared link opens that
 * view; the first tab is the bare /dashboard.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [asked, choose] = useSearchParam('tab', tabs[0]);
  return [tabs.find((name) => name === asked) ?? tabs[0]!, choose];
}
