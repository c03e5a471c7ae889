import type { TransportType } from './statuses';

/**
 * How a rider travels (docs/decisions/039-operations-records.md): every job has one, and the vehicle must have a
 * place of that kind for it. Zod-free so every page's bundle can use the words.
 */
export const LEVELS_OF_SERVICE = ['ambulatory', 'wheelchair', 'stretcher'] as const;
export type LevelOfService = (typeof LEVELS_OF_SERVICE)[number];

export const LEVEL_OF_SERVICE_LABELS: Record<LevelOfService, string> = {
  ambulatory: 'Ambulatory',
  wheelchair: 'Wheelchair',
  stretcher: 'Stretcher',
};

/** The referral form's transport type names the level, except workers' compensation, which asks for it. */
export function levelImpliedBy(transportType: TransportType): LevelOfService | null {
  return transportType === 'workers_compensation' ? null : transportType;
}

/** Most escorts (caregiver, parent, interpreter) one rider brings along. */
export const MAX_ESCORTS = 3;
