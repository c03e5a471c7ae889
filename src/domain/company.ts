import type { CompanyProfile } from './company-profile';
import { SERVICE_STATES } from './service-states';

// The schema lives apart (company-profile.ts): this file is in every page's bundle, which must not load Zod.
export type { CompanyProfile } from './company-profile';
export { SERVICE_STATES, SERVICE_STATE_NAMES, type ServiceState } from './service-states';

export const DEFAULT_COMPANY: CompanyProfile = {
  name: 'Keystone Medical Transport',
  dbaName: 'Keystone Medical Transportation Services',
  tagline: 'Driving Care Forward, Nationwide',
  phone: '(215) 555-0100',
  email: 'dispatch@keystone-transport.example',
  city: 'Philadelphia, PA',
  timeZone: 'America/New_York',
  serviceStates: [...SERVICE_STATES],
  // docs/product/screens-and-routes.md: the social links are placeholders until the company has accounts.
  social: { facebook: '#', linkedin: '#', twitter: '#', instagram: '#' },
};

/** The digits of a display phone number, for tel: links. */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}
