/** mulberry32: a tiny seeded generator, so a run is repeatable for a seed (Math.random is not). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi]. */
export const randomInt = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
