/** The company's public identity (D1). The server may override any field from the environment. */
export interface CompanyProfile {
  name: string;
  dbaName: string;
  tagline: string;
  phone: string;
  email: string;
  city: string;
  timeZone: string;
  serviceStates: ServiceState[];
  social: { facebook: string; linkedin: string; twitter: string; instagram: string };
}

export const SERVICE_STATES = ['PA', 'NJ', 'DE', 'NY'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const SERVICE_STATE_NAMES: Record<ServiceState, string> = {
  PA: 'Pennsylvania',
  NJ: 'New Jersey',
  DE: 'Delaware',
  NY: 'New York',
};

export const DEFAULT_COMPANY: CompanyProfile = {
  name: 'Keystone Medical Transport',
  dbaName: 'Keystone Medical Transportation Services',
  tagline: 'Driving Care Forward, Nationwide',
  phone: '(215) 555-0100',
  email: 'dispatch@keystone-transport.example',
  city: 'Philadelphia, PA',
  timeZone: 'America/New_York',
  serviceStates: [...SERVICE_STATES],
  // SPEC.md: the social links are placeholders until the company has accounts.
  social: { facebook: '#', linkedin: '#', twitter: '#', instagram: '#' },
};

/** The digits of a display phone number, for tel: links. */
export function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
}
