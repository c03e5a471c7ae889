import { describe, expect, it } from 'vitest';
import { dollars, formatPeriod, isOverdue, lastFullMonth } from './billing-display';

describe('the build dialog’s default period', () => {
  it('is the last whole calendar month before today', () => {
    expect(lastFullMonth('2026-11-26')).toEqual({ periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    expect(lastFullMonth('2026-11-01')).toEqual({ periodFrom: '2026-10-01', periodTo: '2026-10-31' });
  });
  it('crosses into last year in January and knows a leap February', () => {
    expect(lastFullMonth('2027-01-05')).toEqual({ periodFrom: '2026-12-01', periodTo: '2026-12-31' });
    expect(lastFullMonth('2028-03-15')).toEqual({ periodFrom: '2028-02-01', periodTo: '2028-02-29' });
  });
});

describe('an overdue invoice', () => {
  const sent = { status: 'sent' as const, dueOn: '2026-11-20', balance: '120.00' };
  it('is one still owed after its due date', () => {
    expect(isOverdue(sent, '2026-11-21')).toBe(true);
    expect(isOverdue({ ...sent, status: 'partially_paid' }, '2026-12-30')).toBe(true);
  });
  it('is not one due today, or paid, void, denied or not yet sent', () => {
    expect(isOverdue(sent, '2026-11-20')).toBe(false);
    expect(isOverdue({ ...sent, balance: '0.00' }, '2026-12-30')).toBe(false);
    for (const status of ['paid', 'void', 'denied', 'draft'] as const)
      expect(isOverdue({ ...sent, status }, '2026-12-30')).toBe(false);
    expect(isOverdue({ ...sent, dueOn: null }, '2026-12-30')).toBe(false);
  });
});

describe('money and periods on screen', () => {
  it('shows the API’s dollars through cents, never rounded', () => {
    expect(dollars('1234.50')).toBe('$1,234.50');
    expect(dollars('0.07')).toBe('$0.07');
    expect(dollars('-12.30')).toBe('-$12.30');
  });
  it('writes the year once when the period stays in one year', () => {
    expect(formatPeriod('2026-10-01', '2026-10-31')).toBe('Oct 1 – Oct 31, 2026');
    expect(formatPeriod('2026-12-15', '2027-01-14')).toBe('Dec 15, 2026 – Jan 14, 2027');
  });
});
