import { describe, expect, it } from 'vitest';
import { READY_MAPPINGS } from '@domain/manifest-mapping';
import { mappingFormValues, mappingOf } from './mapping-form';

describe('the mapping form', () => {
  it('gives back every ready mapping it was filled from', () => {
    for (const mapping of Object.values(READY_MAPPINGS)) expect(mappingOf(mappingFormValues(mapping))).toEqual(mapping);
  });

  it('reads words separated by commas in capitals, and leaves out fields with no column', () => {
    const values = mappingFormValues(READY_MAPPINGS.legPerRow);
    values.levels.wheelchair = 'wc, wcl ,';
    values.columns.phone = '';
    const mapping = mappingOf(values);
    expect(mapping.levelWords).toMatchObject({ WC: 'wheelchair', WCL: 'wheelchair', AMB: 'ambulatory' });
    expect(mapping.columns).not.toHaveProperty('phone');
  });
});
