import { describe, expect, it } from 'vitest';
import { phoneSchema, textablePhone, US_PHONE_MESSAGE } from './phone';

describe('textablePhone: the one phone rule of forms and texts', () => {
  it.each([
    ['(215) 555-0142', '+12155550142'],
    ['215-555-0142', '+12155550142'],
    ['215.555.0142', '+12155550142'],
    ['+1 215 555 0142', '+12155550142'],
    ['1-215-555-0142', '+12155550142'],
    ['2155550142', '+12155550142'],
  ])('takes %s as %s', (given, e164) => {
    expect(textablePhone(given)).toBe(e164);
  });

  it.each([
    ['an area code starting with 1', '(115) 555-0142'],
    ['an area code starting with 0', '(015) 555-0142'],
    ['an exchange starting with 1', '(215) 155-0142'],
    ['an exchange starting with 0', '(215) 055-0142'],
    ['a number from abroad', '+44 20 7946 0958'],
    ['eleven digits not starting with 1', '22155550142'],
    ['an extension', '215-555-0142 x12'],
    ['nine digits', '215-555-014'],
    ['nothing', ''],
  ])('refuses %s', (_what, given) => {
    expect(textablePhone(given)).toBeNull();
  });
});

describe('phoneSchema', () => {
  const schema = phoneSchema('Phone number is required');

  it('keeps the number as typed', () => {
    expect(schema.parse(' (215) 555-0142 ')).toBe('(215) 555-0142');
  });

  it("answers too few digits with the field's message", () => {
    expect(schema.safeParse('555-0142').error?.issues.map((i) => i.message)).toEqual(['Phone number is required']);
  });

  it('answers ten digits or more that no text could reach by saying what a number needs', () => {
    for (const given of ['+44 20 7946 0958', '(115) 555-0142', '215-555-0142 x12']) {
      expect(
        schema.safeParse(given).error?.issues.map((i) => i.message),
        given,
      ).toEqual([US_PHONE_MESSAGE]);
    }
  });
});
