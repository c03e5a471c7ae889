import { describe, expect, it } from 'vitest';
import { formatMoney, pageTitle } from './format';

describe('formatMoney', () => {
  it('shows cents below ten thousand dollars', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('0.00', { compact: true })).toBe('$0.00');
  });
  it('shortens large sums only when asked', () => {
    expect(formatMoney('48200.00', { compact: true })).toBe('$48.2K');
    expect(formatMoney('48200.00')).toBe('$48,200.00');
  });
  it('shows a dash for something that is not a number', () => {
    expect(formatMoney('n/a')).toBe('—');
  });
});

describe('pageTitle', () => {
  it('puts the page before the company', () => {
    expect(pageTitle('About Us', 'Keystone')).toBe('About Us | Keystone');
  });
});
