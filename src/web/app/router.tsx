import { Suspense, type ComponentType, type ReactNode } from 'react';
import { readMyDriverEarly } from '@/features/drivers/api/get-my-driver';
import { readTodayEarly } from '@/features/drivers/api/get-driver-day';
import { lastSessionWasDriver } from '@/lib/last-role';
import { Route, Switch, useLocation } from 'wouter';
import type { Role } from '@domain';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { homeFor } from '@/lib/auth';
import { pages } from '@/content/pages';
import { MainLayout } from './layouts/main-layout';
import { SimpleLayout } from './layouts/simple-layout';
import { WorkspaceLayout } from './layouts/workspace-layout';
import * as Pages from './lazy-pages';
import { DocumentMeta, ScrollToTop } from './route-effects';
import { RequireUser, SignedOutOnly } from './route-guards';

type Access = 'public' | 'signed-in' | 'signed-out';

interface AppRoute {
  path: string;
  title: string;
  description: string;
  Page: ComponentType;
  access: Access;
  /** A signed-in page for one role only; anyone else goes to their own home. */
  role?: Role;
}

/** docs/product/screens-and-routes.md's route table. */
const routes: AppRoute[] = [
  { path: '/', title: pages.home.title, description: pages.home.description, Page: Pages.HomePage, access: 'public' },
  {
    path: '/about',
    title: pages.about.title,
    description: pages.about.description,
    Page: Pages.AboutPage,
    access: 'public',
  },
  {
    path: '/services',
    title: pages.services.title,
    description: pages.services.description,
    Page: Pages.ServicesPage,
    access: 'public',
  },
  {
    path: '/become-driver',
    title: pages.becomeDriver.title,
    description: pages.becomeDriver.description,
    Page: Pages.BecomeDriverPage,
    access: 'public',
  },
  {
    path: '/driver-101',
    title: pages.driver101.title,
    description: pages.driver101.description,
    Page: Pages.Driver101Page,
    access: 'public',
  },
  {
    path: '/referral',
    title: pages.referral.title,
    description: pages.referral.description,
    Page: Pages.ReferralPage,
    access: 'public',
  },
  {
    path: '/driver-login',
    title: pages.driverLogin.title,
    description: pages.driverLogin.description,
    Page: Pages.DriverLoginPage,
    access: 'signed-out',
  },
  { path: '/auth', title: 'Login', description: pages.auth.description, Page: Pages.AuthPage, access: 'signed-out' },
  {
    path: '/dashboard',
    title: pages.dashboard.title,
    description: pages.dashboard.description,
    Page: Pages.DashboardPage,
    access: 'signed-in',
  },
  {
    path: '/jobs',
    title: pages.jobs.title,
    description: pages.jobs.description,
    Page: Pages.JobsPage,
    access: 'signed-in',
  },
  {
    path: '/credentials',
    title: pages.credentials.title,
    description: pages.credentials.description,
    Page: Pages.ExpiringPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/driver-portal',
    title: pages.driverPortal.title,
    description: pages.driverPortal.description,
    Page: Pages.DriverPortalPage,
    access: 'signed-in',
    role: 'driver',
  },
  {
    path: '/outbox',
    title: pages.outbox.title,
    description: pages.outbox.description,
    Page: Pages.OutboxPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/vehicles',
    title: pages.vehicles.title,
    description: pages.vehicles.description,
    Page: Pages.VehiclesPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/vehicles/:id',
    title: pages.vehicle.title,
    description: pages.vehicle.description,
    Page: Pages.VehicleDetailPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/payers',
    title: pages.payers.title,
    description: pages.payers.description,
    Page: Pages.PayersPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/payers/:id',
    title: pages.payer.title,
    description: pages.payer.description,
    Page: Pages.PayerPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/billing',
    title: pages.billing.title,
    description: pages.billing.description,
    Page: Pages.BillingPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/billing/invoices/:id',
    title: pages.invoice.title,
    description: pages.invoice.description,
    Page: Pages.InvoicePage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/pay',
    title: pages.pay.title,
    description: pages.pay.description,
    Page: Pages.PayStatementsPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/pay/:id',
    title: pages.payStatement.title,
    description: pages.payStatement.description,
    Page: Pages.PayStatementPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/riders',
    title: pages.riders.title,
    description: pages.riders.description,
    Page: Pages.RidersPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/riders/:id',
    title: pages.rider.title,
    description: pages.rider.description,
    Page: Pages.RiderDetailPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/dispatch',
    title: pages.dispatch.title,
    description: pages.dispatch.description,
    Page: Pages.DispatchPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/standing-orders',
    title: pages.standingOrders.title,
    description: pages.standingOrders.description,
    Page: Pages.StandingOrdersPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/reports',
    title: pages.reports.title,
    description: pages.reports.description,
    Page: Pages.ReportsPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/imports',
    title: pages.imports.title,
    description: pages.imports.description,
    Page: Pages.ImportsPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/imports/:id',
    title: pages.import.title,
    description: pages.import.description,
    Page: Pages.ImportPage,
    access: 'signed-in',
    role: 'admin',
  },
  {
    path: '/standing-orders/:id',
    title: pages.standingOrder.title,
    description: pages.standingOrder.description,
    Page: Pages.StandingOrderPage,
    access: 'signed-in',
    role: 'admin',
  },
];

/** The route an address opens, if any: `:name` segments match any one segment. */
const routeAt = (path: string) =>
  routes.find((route) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path));

// The page opened is fetched while the session is still being checked, not after: a signed-in page's chunk
// otherwise waits for that answer, a round trip a phone on a slow network feels.
if (typeof window !== 'undefined') {
  (routeAt(window.location.pathname)?.Page as Partial<{ preload: () => void }> | undefined)?.preload?.();
  // The driver's phone asks for its record and today's run beside the session, not after it; only where the
  // last session was a driver's, so nobody else's browser asks for a driver's data (docs/decisions/061-light-driver-screens.md).
  if (window.location.pathname === '/driver-portal' && lastSessionWasDriver()) {
    readMyDriverEarly();
    readTodayEarly();
  }
}

/** The sign-in pages use the simple, brand-only layout: nothing competes with the form. */
const SIMPLE_LAYOUT_PATHS = new Set(['/auth', '/driver-login']);

/** /driver-login sends a signed-in driver to the portal; /auth always goes to the dashboard (which forwards drivers). */
const signedInTarget = (path: string) => (path === '/driver-login' ? homeFor : () => '/dashboard');

function guard(route: AppRoute, page: ReactNode): ReactNode {
  if (route.access === 'signed-in') return <RequireUser role={route.role}>{page}</RequireUser>;
  if (route.access === 'signed-out')
    return <SignedOutOnly redirectTo={signedInTarget(route.path)}>{page}</SignedOutOnly>;
  return page;
}

/** The signed-in screens (the portal) use the workspace; the public site keeps the marketing layout. */
const workspacePaths = routes
  .filter((route) => route.access === 'signed-in')
  .map((route) => route.path.split('/:')[0]!);
const inWorkspace = (location: string) =>
  workspacePaths.some((path) => location === path || location.startsWith(`${path}/`));

export function AppRouter() {
  const [location] = useLocation();
  const Layout = SIMPLE_LAYOUT_PATHS.has(location)
    ? SimpleLayout
    : inWorkspace(location)
      ? WorkspaceLayout
      : MainLayout;

  return (
    <Layout>
      <ScrollToTop />
      {/* Outside Suspense, so the title changes with the URL, not when the page's chunk arrives. */}
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path}>
            <DocumentMeta title={route.title} description={route.description} />
          </Route>
        ))}
        <Route>
          <DocumentMeta title="Page Not Found" description={pages.notFound.description} />
        </Route>
      </Switch>
      {/* A page that breaks while drawing shows the problem, not a blank app; another address starts afresh. */}
      <LoadBoundary resetKey={location}>
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                {guard(route, <route.Page />)}
              </Route>
            ))}
            <Route>
              <Pages.NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </LoadBoundary>
    </Layout>
  );
}
