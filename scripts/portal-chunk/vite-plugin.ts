import type { Plugin } from 'vite';

/** The driver's portal page, whose code is fetched as one file beside the page's own (the chunk below). */
const PORTAL_PAGE = '/src/web/app/pages/driver-portal-page.tsx';
const ENTRY = '/src/web/main.tsx';
// The public pages: a visitor must not download the driver's code for a module they share with it.
const PUBLIC_PAGES = [
  '/src/web/app/pages/home-page.tsx',
  '/src/web/app/pages/not-found-page.tsx',
  '/src/web/features/marketing/pages/about-page.tsx',
  '/src/web/features/marketing/pages/services-page.tsx',
  '/src/web/features/drivers/pages/become-driver-page.tsx',
  '/src/web/features/drivers/pages/driver-101-page.tsx',
  '/src/web/features/referrals/pages/referral-page.tsx',
  '/src/web/features/auth/pages/auth-page.tsx',
  '/src/web/features/auth/pages/driver-login-page.tsx',
];

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules the driver's Today needs beyond the app's first file, in two files instead of the score of small
 * shared pieces the bundler would otherwise cut them into: on a phone each file is a request, and each request
 * a round trip before the run can show (docs/decisions/073-preact-in-the-browser-build.md). One file holds what
 * no public page uses; the other the small modules (icons, dates, form fields) the portal shares with the public
 * pages, which those pages then fetch as one file too. Staff screens that share a module with the portal load
 * the first file as well: it is small, and they run on office connections.
 */
export function portalChunk() {
  const portalOnly = new Set<string>();
  const sharedWithPublic = new Set<string>();
  const plugin: Plugin = {
    name: 'keystone-portal-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (path: string) => {
        const id = ids.find((candidate) => candidate.endsWith(path));
        // A page moved or renamed must be named here again, not silently left out.
        if (!id) throw new Error(`portal chunk: no module ends with ${path}`);
        return id;
      };
      const page = find(PORTAL_PAGE);
      const shell = staticClosure(this, find(ENTRY));
      const publicModules = new Set(PUBLIC_PAGES.flatMap((path) => [...staticClosure(this, find(path))]));
      portalOnly.clear();
      sharedWithPublic.clear();
      for (const id of staticClosure(this, page)) {
        if (id === page || shell.has(id)) continue;
        (publicModules.has(id) ? sharedWithPublic : portalOnly).add(id);
      }
    },
  };
  // Only what the walk above captured: a captured module's other imports stay where they are, so nothing is
  // pulled out of the app's first file.
  const groups = [
    { name: 'driver-portal-shared', test: (id: string) => portalOnly.has(id), includeDependenciesRecursively: false, priority: 2 },
    { name: 'public-shared', test: (id: string) => sharedWithPublic.has(id), includeDependenciesRecursively: false, priority: 1 },
  ];
  return { plugin, groups };
}
