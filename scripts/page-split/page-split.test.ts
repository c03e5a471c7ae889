import { describe, expect, it } from 'vitest';
import { importChain, staticClosure } from './static-imports';

// What each staff screen loads before it can draw (its chunk and the chunks that chunk imports statically): a
// screen must not carry the tables, dialogs and forms of other screens, nor its own dialogs before they open
// (docs/performance.md, "Staff screens"). Each failure names the chain of imports that brought the module in.
const WEB = 'src/web/';

function expectNotLoaded(entry: string, modules: string[]) {
  const closure = [...staticClosure(WEB + entry)];
  for (const module of modules) {
    const target = module.startsWith('package:') ? module : WEB + module;
    const hit = closure.find((id) => id === target || id.startsWith(target));
    expect(hit ? importChain(WEB + entry, hit) : [], `${entry} loads ${module}`).toEqual([]);
  }
}

const FORMS = ['package:react-hook-form', 'package:@hookform/resolvers'];

describe('what a staff screen loads before it draws', () => {
  it('the dashboard draws its heading and figures without its tabs’ tables, dialogs and forms, nor other screens’', () => {
    expectNotLoaded('app/pages/dashboard-page.tsx', [
      'features/driver-admin/',
      'features/referral-admin/',
      'features/account/',
      'features/audit/',
      'features/messages/',
      'features/credentials/',
      'features/jobs/',
      'components/ui/data-table.tsx',
      'components/ui/dialog.tsx',
      'package:zod',
      ...FORMS,
    ]);
  });

  it('the partner’s dashboard draws without the referral list and account forms', () => {
    expectNotLoaded('app/pages/dashboard/partner-dashboard-page.tsx', [
      'features/referral-admin/',
      'features/account/',
      'components/ui/dialog.tsx',
      ...FORMS,
    ]);
  });

  it('the drivers tab fetches a review’s credentials and messages with the review, not with the list', () => {
    expectNotLoaded('app/pages/dashboard/drivers-section.tsx', ['features/credentials/', 'features/messages/']);
  });

  it('the drivers tab draws its cards without the table, which is the wide screen’s, nor the review’s dialogs', () => {
    expectNotLoaded('app/pages/dashboard/drivers-section.tsx', [
      'features/driver-admin/components/driver-table.tsx',
      'features/driver-admin/components/driver-review-dialog.tsx',
      'features/driver-admin/components/decision-dialogs.tsx',
      'components/ui/data-table.tsx',
      'components/ui/dialog.tsx',
      'package:zod',
    ]);
  });

  it('the job list loads neither the job form and its questions nor the price and messages shown inside it', () => {
    expectNotLoaded('app/pages/jobs-page.tsx', [
      'features/jobs/components/job-form-dialog.tsx',
      'features/jobs/components/cancel-job-dialog.tsx',
      'features/jobs/components/delete-job-dialog.tsx',
      // The wide screen's table and bulk actions come with the table view.
      'features/jobs/components/job-table.tsx',
      'features/jobs/components/bulk-actions.tsx',
      'components/ui/data-table.tsx',
      'features/payers/',
      'features/messages/',
      'package:zod',
      ...FORMS,
    ]);
  });

  it('the rider list loads the rider form when it opens', () => {
    expectNotLoaded('features/riders/pages/riders-page.tsx', [
      'features/riders/components/rider-form-dialog.tsx',
      'package:zod',
      ...FORMS,
    ]);
  });

  it('the rider list draws its cards without the table, which is the wide screen’s', () => {
    expectNotLoaded('features/riders/pages/riders-page.tsx', [
      'features/riders/components/rider-table.tsx',
      'components/ui/data-table.tsx',
      'package:@tanstack/react-table',
    ]);
  });

  it('the invoices load the build form when it opens', () => {
    expectNotLoaded('features/billing/pages/billing-page.tsx', [
      'features/billing/components/build-invoice-dialog.tsx',
      'package:zod',
      ...FORMS,
    ]);
  });

  it('the staff frame (bar, rail, search) loads no feature’s code', () => {
    expectNotLoaded('app/layouts/workspace-layout.tsx', [
      'features/',
      'components/ui/data-table.tsx',
      'components/ui/dialog.tsx',
      'package:zod',
      ...FORMS,
    ]);
  });

  it('the day board draws without its dialogs, the map, the proposal and the schema library', () => {
    expectNotLoaded('features/dispatch/pages/dispatch-page.tsx', [
      'components/ui/dialog.tsx',
      'package:zod',
      ...FORMS,
      'features/dispatch/components/candidates-dialog.tsx',
      'features/dispatch/components/leg-panel.tsx',
      'features/dispatch/components/day-map.tsx',
      'features/dispatch/components/map-canvas.tsx',
      'features/dispatch/components/proposal-form.tsx',
      'features/dispatch/components/proposal-result.tsx',
      'features/dispatch/components/proposal-comparison.tsx',
    ]);
  });

  it('the reports’ charts and tables stay on the Reports screen: the driver’s portal and the home page load none of them', () => {
    for (const entry of ['app/pages/driver-portal-page.tsx', 'app/pages/home-page.tsx', 'main.tsx'])
      expectNotLoaded(entry, ['features/reports/', 'components/ui/data-table.tsx']);
  });

  it('the Reports screen draws its figures and charts before its tables and their library', () => {
    expectNotLoaded('features/reports/pages/reports-page.tsx', [
      'components/ui/data-table.tsx',
      'package:@tanstack/react-table',
      'package:zod',
    ]);
  });
});
