import type { FastifyInstance } from 'fastify';
import type { ProofStep } from '../../domain/proof';
import { SAMPLE_FILES } from './bodies';

/** A rider's signature as the phone sends it: a small real PNG. */
export const SAMPLE_SIGNATURE = `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}`;

/** What each step of a leg sends when nothing about it is under test; the drop-off is signed and attested. */
export const STEP_BODIES: Record<ProofStep, Record<string, unknown>> = {
  start: {},
  arrival: { lat: 39.9526, lng: -75.1652, accuracyMeters: 9 },
  // A reason goes with every pickup: kept only where the pickup is after the on-time window.
  pickup: { lat: 39.9527, lng: -75.1651, accuracyMeters: 7, odometer: 41_200.2, lateReason: 'traffic' },
  dropoff: {
    lat: 39.9597,
    lng: -75.1968,
    accuracyMeters: 12,
    odometer: 41_203.9,
    signature: SAMPLE_SIGNATURE,
    attestation: true,
  },
};

/** The driver's phone works the leg through the steps given, in order, each answered 200 or the test fails. */
export async function workLeg(app: FastifyInstance, cookie: string, jobId: string, steps: ProofStep[]): Promise<void> {
  for (const step of steps) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/proof/${step}`,
      headers: { cookie },
      payload: STEP_BODIES[step],
    });
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  }
}
