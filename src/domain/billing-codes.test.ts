import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVEL_CODES, PLACE_TYPE_MODIFIERS, isModifier, levelOfCode, modifierOf } from './billing-codes';
import { LEVELS_OF_SERVICE } from './level-of-service';
import { PLACE_TYPES } from './place';

describe('codes per level of service', () => {
  it('bills each level with its own trip and mileage codes', () => {
    expect(LEVEL_CODES).toEqual({
      ambulatory: { trip: 'A0100', mile: 'S0215' },
      wheelchair: { trip: 'A0130', mile: 'S0209' },
      stretcher: { trip: 'T2005', mile: 'T2049' },
    });
  });

  it('finds the level back from a trip or mileage code, and nothing from other codes', () => {
    for (const level of LEVELS_OF_SERVICE) {
      expect(levelOfCode(LEVEL_CODES[level].trip)).toBe(level);
      expect(levelOfCode(LEVEL_CODES[level].mile)).toBe(level);
    }
    expect(levelOfCode('T2007')).toBeNull();
    expect(levelOfCode('A0999')).toBeNull();
  });
});

describe('modifierOf', () => {
  it('writes origin then destination', () => {
    expect(modifierOf('residence', 'dialysis_center')).toBe('RJ');
    expect(modifierOf('dialysis_center', 'residence')).toBe('JR');
    expect(modifierOf('residence', 'physician_office')).toBe('RP');
    expect(modifierOf('hospital', 'skilled_nursing_facility')).toBe('HN');
    expect(modifierOf('other', 'hospital')).toBe('XH');
    expect(modifierOf('residence', 'therapy_center')).toBe('RD');
  });

  it('gives every place type a letter, and every pair a modifier the claim check accepts', () => {
    expect(Object.keys(PLACE_TYPE_MODIFIERS).sort()).toEqual([...PLACE_TYPES].sort());
    const placeType = fc.constantFrom(...PLACE_TYPES);
    fc.assert(fc.property(placeType, placeType, (from, to) => isModifier(modifierOf(from, to))));
  });

  it('refuses modifiers with unknown letters or the wrong length', () => {
    for (const value of ['', 'R', 'RJX', 'RZ', 'rj', '  ']) expect(isModifier(value), value).toBe(false);
    expect(isModifier('GE')).toBe(true);
  });
});
