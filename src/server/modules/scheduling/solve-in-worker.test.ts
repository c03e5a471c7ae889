import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darpToSolverInput, parseDarpInstance } from './darp-instance';
import { checkRoutes } from './route-checker';
import { solveInWorker } from './solve-in-worker';
import { solve } from './solver';

const a2_16 = parseDarpInstance(readFileSync(new URL('../../../../bench/darp/a2-16.txt', import.meta.url), 'utf8'));

describe('the route solver in a worker thread', () => {
  it('answers what the solver answers on the thread, while the event loop keeps turning', async () => {
    const options = { seed: 3, timeLimitMs: 20_000, maxIterations: 1500 };
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 5);
    const result = await solveInWorker(darpToSolverInput(a2_16), options).finally(() => clearInterval(timer));
    // Stopped on iterations, so the same seed gives the same routes on either thread.
    const here = solve(darpToSolverInput(a2_16), options);
    expect(result.routes.map((r) => r.stops.map((s) => s.node))).toEqual(
      here.routes.map((r) => r.stops.map((s) => s.node)),
    );
    expect(result.cost).toBeCloseTo(here.cost, 9);
    const check = checkRoutes(
      a2_16,
      result.routes.map((route) => route.stops.map((stop) => stop.node)),
    );
    expect(check.violations).toEqual([]);
    // The main thread was never held for the search: its timer fired throughout.
    expect(ticks).toBeGreaterThan(5);
    expect(longestGap).toBeLessThan(500);
  });
});
