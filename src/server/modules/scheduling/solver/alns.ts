import { Inserter } from './insertion';
import type { Problem } from './problem';
import { mulberry32, randomInt } from './prng';
import { randomRemoval, shawRemoval, worstRemoval, type Removal } from './removal';
import { Repair } from './repair';
import { Solution } from './solution';

export interface SearchLimits {
  seed: number;
  timeLimitMs: number;
  maxIterations?: number;
  now: () => number;
}

// Ropke & Pisinger's scores: new best, better than current, accepted although worse.
const SCORE_BEST = 33;
const SCORE_BETTER = 9;
const SCORE_ACCEPTED = 13;
const SEGMENT = 100;
const REACTION = 0.1;
const REGRETS = [1, 2, 3, 4];

/** A roulette over operators whose weights follow their recent success. */
class Roulette {
  readonly weights: number[];
  private readonly scores: number[];
  private readonly uses: number[];
  constructor(size: number) {
    this.weights = Array<number>(size).fill(1);
    this.scores = Array<number>(size).fill(0);
    this.uses = Array<number>(size).fill(0);
  }
  pick(random: () => number): number {
    const total = this.weights.reduce((a, b) => a + b, 0);
    let x = random() * total;
    for (let i = 0; i < this.weights.length; i++) {
      x -= this.weights[i]!;
      if (x <= 0) return i;
    }
    return this.weights.length - 1;
  }
  reward(i: number, score: number) {
    this.scores[i]! += score;
    this.uses[i]! += 1;
  }
  update() {
    for (let i = 0; i < this.weights.length; i++) {
      if (this.uses[i]! > 0)
        this.weights[i] = this.weights[i]! * (1 - REACTION) + (REACTION * this.scores[i]!) / this.uses[i]!;
      this.weights[i] = Math.max(this.weights[i]!, 0.05);
      this.scores[i] = 0;
      this.uses[i] = 0;
    }
  }
}

/**
 * Adaptive large neighbourhood search: destroy part of the current solution (random, worst or related
 * removal), rebuild it (greedy or regret-k insertion, with or without noise), accept by simulated annealing.
 * A request left out costs far more than any route, so the search first places everything it can.
 */
export function search(p: Problem, limits: SearchLimits): { best: Solution; iterations: number } {
  const random = mulberry32(limits.seed);
  const inserter = new Inserter(p);
  const repair = new Repair(inserter, p.vehicleCount, p.requestCount, p.vehicleClass);
  const m = p.requestCount;
  let maxT = 0;
  for (let i = 0; i < p.travel.length; i++) if (p.travel[i]! > maxT) maxT = p.travel[i]!;
  const penalty = 1000 * (2 * maxT + 1);
  const objective = (s: Solution) => s.cost() + penalty * s.unplacedCount();

  const current = new Solution(p);
  repair.run(
    current,
    Array.from({ length: m }, (_, r) => r),
    2,
    0,
    random,
  );
  const best = new Solution(p);
  best.copyFrom(current);
  const work = new Solution(p);
  let currentObj = objective(current);
  let bestObj = currentObj;
  if (m === 0) return { best, iterations: 0 };

  const removals: Removal[] = [randomRemoval, worstRemoval, shawRemoval(p)];
  const destroy = new Roulette(removals.length);
  const rebuild = new Roulette(REGRETS.length * 2);
  const noise = 0.025 * maxT;
  // A solution 5 % worse than the first is accepted with probability ½ at the start, almost never at the end.
  const startTemp = (0.05 * Math.max(current.cost(), 1e-9)) / Math.log(2);
  const endTemp = startTemp * 0.002;
  const qMin = Math.min(m, 2);
  const qMax = Math.max(qMin, Math.min(40, Math.round(0.35 * m)));
  const started = limits.now();
  const maxIterations = limits.maxIterations ?? Infinity;
  let iterations = 0;
  let sinceBest = 0;
  const restartAfter = Math.max(2000, 50 * m);

  while (iterations < maxIterations) {
    const elapsed = limits.now() - started;
    if (elapsed >= limits.timeLimitMs) break;
    const progress =
      limits.maxIterations !== undefined ? iterations / limits.maxIterations : elapsed / limits.timeLimitMs;
    const temp = startTemp * Math.pow(endTemp / startTemp, progress);
    iterations++;

    work.copyFrom(current);
    const count = randomInt(random, qMin, qMax);
    const d = destroy.pick(random);
    const chosen = removals[d]!(work, count, random);
    work.removeMany(chosen);
    const pending = chosen.slice();
    for (let r = 0; r < m; r++) if (work.where[r]! < 0 && !pending.includes(r)) pending.push(r);
    const k = rebuild.pick(random);
    repair.run(work, pending, REGRETS[k % REGRETS.length]!, k >= REGRETS.length ? noise : 0, random);
    const obj = objective(work);

    let score = 0;
    if (obj < bestObj - 1e-9) {
      score = SCORE_BEST;
    } else if (obj < currentObj - 1e-9) {
      score = SCORE_BETTER;
    } else if (obj > currentObj + 1e-9 && random() < Math.exp((currentObj - obj) / temp)) {
      score = SCORE_ACCEPTED;
    }
    const accept = score > 0 || Math.abs(obj - currentObj) <= 1e-9;
    if (accept) {
      current.copyFrom(work);
      currentObj = obj;
    }
    if (obj < bestObj - 1e-9) {
      best.copyFrom(work);
      bestObj = obj;
      sinceBest = 0;
    } else if (++sinceBest >= restartAfter) {
      // Long without progress: continue from the best solution rather than wander.
      current.copyFrom(best);
      currentObj = bestObj;
      sinceBest = 0;
    }
    destroy.reward(d, score);
    rebuild.reward(k, score);
    if (iterations % SEGMENT === 0) {
      destroy.update();
      rebuild.update();
    }
  }
  return { best, iterations };
}
