import type { CompanyProfile } from './company';
import { ASSIGNABLE_DRIVER_STATUSES } from './driver-moves';
import type { DriverStatus } from './statuses';

/** Only these drivers may read or move jobs; the same statuses an administrator may assign (docs/security.md). */
export const mayDrive = (status: DriverStatus): boolean =>
  (ASSIGNABLE_DRIVER_STATUSES as readonly DriverStatus[]).includes(status);

/**
 * Why a driver may not sign in, or null when they may. A pending driver signs in to follow the application;
 * a suspended, inactive or rejected one is told why and whom to call, because a plain "invalid password"
 * would send them to reset a password that is right.
 */
export function driverSignInRefusal(
  driver: { status: DriverStatus; rejectionReason?: string | null },
  company: Pick<CompanyProfile, 'phone' | 'email'>,
): string | null {
  const reach = `call ${company.phone} or write to ${company.email}`;
  switch (driver.status) {
    case 'suspended':
      return `Your driver account is suspended, so you cannot sign in. Please ${reach}.`;
    case 'inactive':
      return `Your driver account is inactive, so you cannot sign in. To drive again, please ${reach}.`;
    case 'rejected': {
      const reason = driver.rejectionReason?.trim();
      return `Your driver application was not approved${reason ? `: ${reason.replace(/[.\s]+$/, '')}.` : '.'} For questions, please ${reach}.`;
    }
    default:
      return null;
  }
}
