import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for named exports: each page (or part of a page) is its own chunk, fetched when first drawn.
 * `preload` starts fetching the chunk before it is drawn (the router does it for the address opened, a tab when
 * the pointer or focus reaches it).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({
      default: (await once())[name] as ComponentType<M[K] extends ComponentType<infer P> ? P : never>,
    })),
    { preload: () => void once().catch(() => undefined) },
  );
}
