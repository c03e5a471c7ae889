import { afterEach, expect, it } from 'vitest';
import { startUnreliableNetwork, type UnreliableNetwork } from '@/testing/network';
import { sendStep } from './step-queue';

let network: UnreliableNetwork | undefined;
afterEach(() => network?.close());

const step = {
  id: '0b7e5c1a-2d3f-4a6b-8c9d-1e2f3a4b5c6d',
  jobId: '3f0c6a52-8d1e-4b7a-9c2d-5e6f7a8b9c0d',
  patientName: 'Ada Rider',
  step: 'arrival' as const,
  body: { at: '2026-11-28T09:00:00.000Z' },
};

it('counts a send left unanswered past its deadline as no signal, so the steps behind it are not held', async () => {
  network = await startUnreliableNetwork('stall');
  const started = Date.now();
  const result = await sendStep(step, 250);
  expect(result).toEqual({ outcome: 'offline' });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(network.requests.map((r) => [r.method, r.headers['idempotency-key']])).toEqual([['POST', step.id]]);
});

it('counts a connection cut mid-send as no signal', async () => {
  network = await startUnreliableNetwork('drop');
  expect(await sendStep(step)).toEqual({ outcome: 'offline' });
});
