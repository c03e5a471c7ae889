import { lazy, type ComponentType } from 'react';

/** Bumped by a person's "Try again": a part whose fetch failed before is fetched anew from then on. */
let retries = 0;

/** Called before drawing failed parts again (the load boundary's Try again). */
export function retryFailedParts(): void {
  retries += 1;
}

/**
 * React.lazy that forgets a failed fetch when asked to. React.lazy keeps a rejected import for good, so a
 * chunk that failed once on a dropped connection stayed broken until a reload. A failure stays put (the
 * load boundary shows it, and drawing again does not fetch in a loop) until `retryFailedParts` is called;
 * the next drawing then fetches the chunk again. A failed `preload` is forgotten at once, since nobody saw it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let failedAt: number | null = null;
  let drawn = false;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      failedAt = retries;
      throw error;
    }));
  const fresh = () =>
    lazy(async () => {
      drawn = true;
      return { default: await once() };
    });
  let Chunk = fresh();
  function LazyPart(props: P) {
    if (failedAt !== null && retries > failedAt) {
      failedAt = null;
      loading = undefined;
      Chunk = fresh();
    }
    return <Chunk {...props} />;
  }
  const preload = () =>
    void once().catch(() => {
      if (drawn) return;
      failedAt = null;
      loading = undefined;
    });
  return Object.assign(LazyPart, { preload });
}
