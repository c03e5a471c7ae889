import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentChanged, keptTimes, type JudgedFields } from './job-edit';

const at = (iso: string) => new Date(iso);
const stored = {
  pickupTime: at('2026-11-26T15:00:37.250Z'),
  dropoffTime: at('2026-11-26T15:40:37.250Z'),
  appointmentTime: at('2026-11-26T15:45:12Z'),
};

describe('the times an edit writes', () => {
  it('keeps a stored time the form sent back to the minute, seconds and all', () => {
    const sent = {
      pickupTime: at('2026-11-26T15:00:00Z'),
      dropoffTime: at('2026-11-26T15:40:00Z'),
      appointmentTime: at('2026-11-26T15:45:00Z'),
    };
    expect(keptTimes(stored, sent)).toEqual(stored);
  });

  it('writes a time moved to another minute as sent, and one taken away as none', () => {
    const sent = {
      pickupTime: at('2026-11-26T15:01:00Z'),
      dropoffTime: at('2026-11-26T15:40:00Z'),
      appointmentTime: null,
    };
    expect(keptTimes(stored, sent)).toEqual({
      pickupTime: sent.pickupTime,
      dropoffTime: stored.dropoffTime,
      appointmentTime: null,
    });
    const willCall = { pickupTime: null, dropoffTime: null, appointmentTime: null };
    expect(keptTimes(willCall, sent)).toEqual(sent);
  });

  it('never puts the drop-off at or before the pickup', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        (p, d, sp, sd) => {
          const base = Date.parse('2026-11-26T15:00:00Z');
          const was = {
            pickupTime: new Date(base + sp * 1000),
            dropoffTime: new Date(base + (sp + sd) * 1000),
            appointmentTime: null,
          };
          const sent = {
            pickupTime: new Date(base + p * 1000),
            dropoffTime: new Date(base + (p + d) * 1000),
            appointmentTime: null,
          };
          const kept = keptTimes(was, sent);
          expect(kept.dropoffTime!.getTime()).toBeGreaterThan(kept.pickupTime!.getTime());
        },
      ),
    );
  });
});

describe('whether an edit judges the driver again', () => {
  const job: JudgedFields = {
    assignedDriverId: 'd1',
    pickupTime: stored.pickupTime,
    dropoffTime: stored.dropoffTime,
    levelOfService: 'wheelchair',
    escortCount: 0,
  };

  it('does not for the same job sent back (billing fields are not read by the rules)', () => {
    expect(
      assignmentChanged(job, {
        ...job,
        pickupTime: new Date(+job.pickupTime!),
        dropoffTime: new Date(+job.dropoffTime!),
      }),
    ).toBe(false);
  });

  it('does for a new driver, times, level of service or escorts', () => {
    expect(assignmentChanged(job, { ...job, assignedDriverId: 'd2' })).toBe(true);
    expect(assignmentChanged(job, { ...job, pickupTime: new Date(+job.pickupTime! + 60_000) })).toBe(true);
    expect(assignmentChanged(job, { ...job, dropoffTime: null })).toBe(true);
    expect(assignmentChanged(job, { ...job, levelOfService: 'stretcher' })).toBe(true);
    expect(assignmentChanged(job, { ...job, escortCount: 1 })).toBe(true);
  });

  it('does for every new job with a driver, and never without one', () => {
    expect(assignmentChanged(undefined, job)).toBe(true);
    expect(assignmentChanged(job, { ...job, assignedDriverId: null, levelOfService: 'stretcher' })).toBe(false);
  });
});
