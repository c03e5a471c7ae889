import { describe, expect, it } from 'vitest';
import { jobMoveConfirmation } from './job-move-confirmation';

const options = { timeZone: 'America/New_York', now: new Date('2026-11-22T15:00:00Z'), formatDay: () => 'Mon, Nov 23' };

describe("a driver's irreversible moves ask first", () => {
  it('asks before declining and before completing, never before accepting', () => {
    const today = { pickupTime: '2026-11-22T16:00:00Z' };
    expect(jobMoveConfirmation(today, 'declined', options)?.confirmLabel).toBe('Decline Job');
    expect(jobMoveConfirmation(today, 'completed', options)).toMatchObject({
      confirmLabel: 'Mark as Complete',
      otherDay: false,
    });
    expect(jobMoveConfirmation(today, 'accepted', options)).toBeNull();
    expect(jobMoveConfirmation(today, 'in_progress', options)).toBeNull();
  });

  it("warns when a trip on another day of the company's calendar is started or completed", () => {
    // 03:30 UTC on the 23rd is still the 22nd in New York: today, no warning.
    expect(jobMoveConfirmation({ pickupTime: '2026-11-23T03:30:00Z' }, 'in_progress', options)).toBeNull();
    const tomorrow = { pickupTime: '2026-11-23T14:00:00Z' };
    expect(jobMoveConfirmation(tomorrow, 'in_progress', options)).toMatchObject({
      otherDay: true,
      title: 'Start a trip for another day?',
    });
    const complete = jobMoveConfirmation(tomorrow, 'completed', options)!;
    expect(complete.otherDay).toBe(true);
    expect(complete.description).toContain('scheduled for Mon, Nov 23, not today');
  });
});
