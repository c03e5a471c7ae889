export const SERVICE_STATES = ['PA', 'NJ', 'DE', 'NY'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const SERVICE_STATE_NAMES: Record<ServiceState, string> = {
  PA: 'Pennsylvania',
  NJ: 'New Jersey',
  DE: 'Delaware',
  NY: 'New York',
};
