import type { Locator, Page } from '@playwright/test';

/**
 * One record of a staff list by the name it is filed under: a card (a list item with that heading) on a phone or
 * with ?view=cards, a row (its row header) in the wide screen's table. Journeys that are not about the layout
 * find it either way.
 */
export function entryOf(page: Page, name: string, scope: Page | Locator = page): Locator {
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .or(scope.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }));
}
