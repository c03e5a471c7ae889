import type { Plugin } from 'vite';

/** What the app and its libraries import from React, and the part of Preact that answers it. */
const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // React 18's hook, which libraries (the router) bring as a shim for older Reacts: the compat layer has it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * The browser build renders the app with Preact's React-compatible layer instead of React DOM: the same
 * components in about a quarter of the code a driver's phone downloads and runs before Today shows
 * (docs/decisions/073-preact-in-the-browser-build.md). Development keeps React (with its fast refresh), and so
 * do the component tests; the journeys run the build.
 */
export function reactOnPreact(): Plugin {
  return {
    name: 'keystone-react-on-preact',
    apply: 'build',
    config: () => ({ resolve: { alias: REACT_ON_PREACT } }),
  };
}
