import type { LevelOfService } from '@domain/level-of-service';
import { MANIFEST_FIELDS, type ManifestField, type ManifestMapping } from '@domain/manifest-mapping';

/**
 * A payer's mapping as its form edits it (docs/decisions/105-broker-trip-import.md): each field's column, and each
 * list of the broker's words as one line separated by commas.
 */
export interface MappingFormValues {
  columns: Record<ManifestField, string>;
  dateFormat: ManifestMapping['dateFormat'];
  timeFormat: ManifestMapping['timeFormat'];
  levels: Record<LevelOfService, string>;
  outbound: string;
  return: string;
  cancelled: string;
  willCall: string;
}

const line = (words: readonly string[]) => words.join(', ');
const words = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim().toUpperCase())
    .filter(Boolean);

export function mappingFormValues(mapping: ManifestMapping): MappingFormValues {
  const levels: Record<LevelOfService, string[]> = { ambulatory: [], wheelchair: [], stretcher: [] };
  for (const [word, level] of Object.entries(mapping.levelWords)) levels[level].push(word);
  return {
    columns: Object.fromEntries(MANIFEST_FIELDS.map((f) => [f, mapping.columns[f] ?? ''])) as Record<
      ManifestField,
      string
    >,
    dateFormat: mapping.dateFormat,
    timeFormat: mapping.timeFormat,
    levels: {
      ambulatory: line(levels.ambulatory),
      wheelchair: line(levels.wheelchair),
      stretcher: line(levels.stretcher),
    },
    outbound: line(mapping.legMarkers.outbound),
    return: line(mapping.legMarkers.return),
    cancelled: line(mapping.cancelledWords),
    willCall: line(mapping.willCallWords),
  };
}

/** The form's values as the mapping the server saves; a word given for two levels keeps the last. */
export function mappingOf(values: MappingFormValues): ManifestMapping {
  const levelWords: Record<string, LevelOfService> = {};
  for (const level of ['ambulatory', 'wheelchair', 'stretcher'] as const)
    for (const word of words(values.levels[level])) levelWords[word] = level;
  return {
    columns: Object.fromEntries(Object.entries(values.columns).filter(([, header]) => header)),
    dateFormat: values.dateFormat,
    timeFormat: values.timeFormat,
    levelWords,
    legMarkers: { outbound: words(values.outbound), return: words(values.return) },
    cancelledWords: words(values.cancelled),
    willCallWords: words(values.willCall),
  };
}
