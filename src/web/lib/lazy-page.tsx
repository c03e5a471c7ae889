import type { ComponentType } from 'react';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { lazyPart } from './lazy-part';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for named exports: each page (or part of a page) is its own chunk, fetched when first drawn.
 * `preload` starts fetching the chunk before it is drawn (the router does it for the address opened, a tab when
 * the pointer or focus reaches it). A chunk that cannot be fetched shows the problem in the part's place, with
 * Try again, and leaves the rest of the screen working.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const Part = lazyPart(async () => (await load())[name] as ComponentType<PropsOf<M[K]> & object>);
  function LazyPage(props: PropsOf<M[K]> & object) {
    return (
      <LoadBoundary>
        <Part {...props} />
      </LoadBoundary>
    );
  }
  return Object.assign(LazyPage, { preload: Part.preload });
}
