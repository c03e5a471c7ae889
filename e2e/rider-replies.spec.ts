import type { APIRequestContext, Page } from '@playwright/test';
import { daysFromToday } from '../src/domain/dates';
import { DEFAULT_COMPANY } from '../src/domain/company';
import { zonedLocalToIso } from '../src/domain/zoned-time';
import { jobInput } from '../src/server/demo/samples';
import { noAxeViolations } from './support/axe';
import { tag } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * A rider's reply to the reminder (docs/decisions/113-rider-replies.md) on the dispatcher's open board: C marks the
 * leg confirmed and X cancels it, each shown as it happens, without a reload.
 */

const SCREENSHOTS = process.env.REPLY_SCREENSHOTS;
const GATEWAY = 'e2e-gateway-token-for-replies';

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const phoneNumber = () => `(267) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;

async function reply(api: APIRequestContext, from: string, body: string) {
  const res = await api.post('/api/sms/inbound', {
    headers: { authorization: `Bearer ${GATEWAY}` },
    data: { from, body, id: `e2e-${tag()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { outcome: string }).outcome;
}

test("riders' C and X show on the open board as they come: confirmed in the queue, cancelled in the lane", async ({
  adminPage: page,
  adminApi,
  approvedDriver: driver,
  playwright,
  baseURL,
}) => {
  const day = daysFromToday(1);
  const at = (clock: string) => zonedLocalToIso(`${day}T${clock}`, DEFAULT_COMPANY.timeZone);
  const book = async (patientName: string, phone: string, clock: string, end: string, assignedDriverId?: string) => {
    const made = await adminApi.post('/api/jobs', {
      data: jobInput({
        patientName,
        patientPhone: phone,
        pickupTime: at(clock),
        dropoffTime: at(end),
        assignedDriverId,
      }),
    });
    expect(made.status(), await made.text()).toBe(201);
  };
  const [confirming, cancelling] = [`Iris Yes ${tag()}`, `Otto No ${tag()}`];
  const [confirmingPhone, cancellingPhone] = [phoneNumber(), phoneNumber()];
  await book(confirming, confirmingPhone, '10:05', '10:40');
  await book(cancelling, cancellingPhone, '10:35', '11:10', driver.id);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dispatch?date=${day}`);
  const queued = page.getByRole('list', { name: 'Unassigned' }).getByRole('button', { name: new RegExp(confirming) });
  await expect(queued).toBeVisible();
  const held = page.getByRole('button', { name: new RegExp(cancelling) }).first();
  await expect(held).toBeVisible();

  // The gateway passes the riders' replies on, as their phones send them.
  const gateway = await playwright.request.newContext({ baseURL });
  try {
    expect(await reply(gateway, confirmingPhone, 'C')).toBe('confirmed');
    await expect(queued).toContainText('Confirmed');
    await expect(queued).toHaveAccessibleName(/, Confirmed/);
    expect(await reply(gateway, cancellingPhone, 'x')).toBe('cancelled');
    await expect(held).toHaveAccessibleName(/, Cancelled, Cancelled by text/);
  } finally {
    await gateway.dispose();
  }
  await noAxeViolations(page);
  await shoot(page, 'board-replies-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(queued).toContainText('Confirmed');
  await shoot(page, 'board-replies-375');
});
