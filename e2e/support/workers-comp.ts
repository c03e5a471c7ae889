import type { Page } from '@playwright/test';
import { workersCompBody } from '../../src/server/test/authorization';
import { WORKERS_COMP_LABELS } from '../../src/domain/authorization';

/** The sample claim and authorization by the referral form's labels (docs/decisions/069-authorizations.md). */
export function workersCompValues(): Record<string, string> {
  const sample = workersCompBody();
  return Object.fromEntries(
    Object.entries(WORKERS_COMP_LABELS).map(([key, label]) => [label, String(sample[key as keyof typeof sample])]),
  );
}

export const workersCompGroup = (page: Page) => page.getByRole('group', { name: "Workers' compensation" });

/** Fills the open "Workers' compensation" fieldset of the referral form. */
export async function fillWorkersComp(page: Page, values: Record<string, string> = workersCompValues()) {
  const group = workersCompGroup(page);
  for (const [label, value] of Object.entries(values)) await group.getByLabel(label, { exact: true }).fill(value);
}
