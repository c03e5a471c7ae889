import { describe, expect, it } from 'vitest';
import { driverJob } from '@/testing/driver-job';
import type { QueuedStep } from '../lib/step-queue';
import { withWaitingSteps } from './step-queue-provider';

const JOB = '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d';
const job = driverJob;
const step = (kind: QueuedStep['step'], at: string, jobId = JOB): QueuedStep => ({
  id: `${kind}-${at}`,
  jobId,
  patientName: 'Harold Finch',
  step: kind,
  body: { at },
});

describe('a trip as the phone shows it, with the steps taken on it', () => {
  it('applies the steps in order: started, arrived, picked up, dropped off', () => {
    const shown = withWaitingSteps(job(), [
      step('start', '2026-11-25T14:50:00Z'),
      step('arrival', '2026-11-25T14:58:00Z'),
      step('pickup', '2026-11-25T15:03:00Z'),
      step('dropoff', '2026-11-25T15:35:00Z'),
    ]);
    expect([shown.status, shown.arrivedAt, shown.pickedUpAt]).toEqual([
      'completed',
      '2026-11-25T14:58:00Z',
      '2026-11-25T15:03:00Z',
    ]);
  });

  it('changes nothing the record already shows: the server’s arrival time stands', () => {
    const recorded = job({ status: 'in_progress', arrivedAt: '2026-11-25T14:57:59.000Z' });
    expect(
      withWaitingSteps(recorded, [step('start', '2026-11-25T14:50:00Z'), step('arrival', '2026-11-25T14:58:00Z')]),
    ).toEqual(recorded);
  });

  it('never moves a trip back or out of a state dispatch put it in', () => {
    const cancelled = job({ status: 'cancelled' });
    expect(
      withWaitingSteps(cancelled, [step('start', '2026-11-25T14:50:00Z'), step('dropoff', '2026-11-25T15:35:00Z')])
        .status,
    ).toBe('cancelled');
    const completed = job({
      status: 'completed',
      arrivedAt: '2026-11-25T14:58:00Z',
      pickedUpAt: '2026-11-25T15:03:00Z',
    });
    expect(withWaitingSteps(completed, [step('start', '2026-11-25T14:50:00Z')]).status).toBe('completed');
  });

  it('ignores the steps of other trips', () => {
    expect(
      withWaitingSteps(job(), [step('start', '2026-11-25T14:50:00Z', '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d')]).status,
    ).toBe('accepted');
  });
});
