import { lazyPage } from '@/lib/lazy-page';

// Each page is its own chunk, so public pages never load portal code, and no staff screen another's.
export const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage');
export const AboutPage = lazyPage(() => import('@/features/marketing/pages/about-page'), 'AboutPage');
export const ServicesPage = lazyPage(() => import('@/features/marketing/pages/services-page'), 'ServicesPage');
export const BecomeDriverPage = lazyPage(
  () => import('@/features/drivers/pages/become-driver-page'),
  'BecomeDriverPage',
);
export const Driver101Page = lazyPage(() => import('@/features/drivers/pages/driver-101-page'), 'Driver101Page');
export const ReferralPage = lazyPage(() => import('@/features/referrals/pages/referral-page'), 'ReferralPage');
export const AuthPage = lazyPage(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
export const DriverLoginPage = lazyPage(() => import('@/features/auth/pages/driver-login-page'), 'DriverLoginPage');
export const DashboardPage = lazyPage(() => import('./pages/dashboard-page'), 'DashboardPage');
// Job management with each job's messages, composed in app/ (a feature does not import another).
export const JobsPage = lazyPage(() => import('./pages/jobs-page'), 'JobsWithSections');
export const RidersPage = lazyPage(() => import('@/features/riders/pages/riders-page'), 'RidersPage');
export const RiderDetailPage = lazyPage(() => import('@/features/riders/pages/rider-detail-page'), 'RiderDetailPage');
// The portal with the driver's credentials, composed in app/ (a feature does not import another).
export const DriverPortalPage = lazyPage(() => import('./pages/driver-portal-page'), 'DriverPortalWithCredentials');
export const ExpiringPage = lazyPage(() => import('@/features/credentials/pages/expiring-page'), 'ExpiringPage');
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
export const VehiclesPage = lazyPage(() => import('@/features/vehicles/pages/vehicles-page'), 'VehiclesPage');
export const DispatchPage = lazyPage(() => import('@/features/dispatch/pages/dispatch-page'), 'DispatchPage');
export const StandingOrdersPage = lazyPage(
  () => import('@/features/standing-orders/pages/standing-orders-page'),
  'StandingOrdersPage',
);
export const StandingOrderPage = lazyPage(
  () => import('@/features/standing-orders/pages/standing-order-page'),
  'StandingOrderPage',
);
export const ReportsPage = lazyPage(() => import('@/features/reports/pages/reports-page'), 'ReportsPage');
export const ImportsPage = lazyPage(() => import('@/features/trip-imports/pages/imports-page'), 'ImportsPage');
export const ImportPage = lazyPage(() => import('@/features/trip-imports/pages/import-page'), 'ImportPage');
export const OutboxPage = lazyPage(() => import('@/features/messages/pages/outbox-page'), 'OutboxPage');
export const PayersPage = lazyPage(() => import('@/features/payers/pages/payers-page'), 'PayersPage');
export const PayerPage = lazyPage(() => import('@/features/payers/pages/payer-page'), 'PayerPage');
export const PayStatementsPage = lazyPage(
  () => import('@/features/pay/pages/pay-statements-page'),
  'PayStatementsPage',
);
export const PayStatementPage = lazyPage(() => import('@/features/pay/pages/pay-statement-page'), 'PayStatementPage');
export const BillingPage = lazyPage(() => import('@/features/billing/pages/billing-page'), 'BillingPage');
export const InvoicePage = lazyPage(() => import('@/features/billing/pages/invoice-page'), 'InvoicePage');
export const VehicleDetailPage = lazyPage(
  () => import('@/features/vehicles/pages/vehicle-detail-page'),
  'VehicleDetailPage',
);
