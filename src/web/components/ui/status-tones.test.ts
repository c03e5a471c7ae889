import { describe, expect, it } from 'vitest';
import { driverStatusTone, jobStatusTone, referralStatusTone } from './status-tones';

describe('status colours', () => {
  it('shows a driver who may drive in green, never red like a rejected one', () => {
    expect(driverStatusTone('approved')).toBe('green');
    expect(driverStatusTone('active')).toBe('green');
    expect(driverStatusTone('pending')).toBe('yellow');
    expect(driverStatusTone('inactive')).toBe('neutral');
    expect(driverStatusTone('rejected')).toBe('red');
    expect(driverStatusTone('suspended')).toBe('red');
  });

  it('shows a cancelled referral in grey, apart from one under way in blue', () => {
    expect(referralStatusTone('cancelled')).toBe('neutral');
    expect(referralStatusTone('in_progress')).toBe('blue');
    expect(referralStatusTone('assigned')).toBe('blue');
    expect(referralStatusTone('completed')).toBe('green');
    expect(referralStatusTone('pending')).toBe('yellow');
  });

  it('gives each job status its own colour, and an unknown one grey', () => {
    expect(jobStatusTone('pending')).toBe('yellow');
    expect(jobStatusTone('accepted')).toBe('blue');
    expect(jobStatusTone('declined')).toBe('red');
    expect(jobStatusTone('in_progress')).toBe('purple');
    expect(jobStatusTone('completed')).toBe('green');
    expect(jobStatusTone('archived')).toBe('neutral');
  });
});
