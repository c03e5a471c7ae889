import { useMediaQuery } from '@/lib/use-media-query';
import { useSearchParam } from '@/lib/search-param';

export type ListView = 'table' | 'cards';

/**
 * A staff list as a table on a wide screen and as cards on a phone (docs/decisions/054-job-table.md). `?view=cards`
 * asks for the cards on a wide screen too; the choice lives in the address, so a reload keeps it.
 */
export function useListView(): { view: ListView; wide: boolean; choose: (view: ListView) => void } {
  const wide = useMediaQuery('(min-width: 1024px)');
  const [param, choose] = useSearchParam('view', 'table');
  return { view: wide && param !== 'cards' ? 'table' : 'cards', wide, choose: choose as (view: ListView) => void };
}
