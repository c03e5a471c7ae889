import type { Plugin } from 'vite';

/** The driver's portal page, whose code is fetched as one file beside the page's own (the chunk below). */
const PORTAL_PAGE = '/src/web/app/pages/driver-portal-page.tsx';
const ENTRY = '/src/web/main.tsx';
// Every page is imported on demand from here: the pages that are neither public nor the portal are staff screens.
const LAZY_PAGES = '/src/web/app/lazy-pages.ts';
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
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[]; code?: string | null } | null;
}

// The icon library's index re-exports every icon, so a walk through it would reach all of them, and every icon
// would look like part of the app's first file. The walk instead goes from a module straight to the icons it
// names, read from its own import of the library.
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g;

/** Each icon's name (and its aliases) to its module, from the library's index. */
function iconModules(indexId: string, code: string): Map<string, string> {
  const byName = new Map<string, string>();
  const folder = indexId.replace(/lucide-react\.mjs$/, '');
  for (const [, names, path] of code.matchAll(ICON_EXPORT)) {
    for (const name of names!.split(','))
      byName.set(name.replace(/^\s*default\s+as\s+/, '').trim(), folder + path!.slice(2));
  }
  return byName;
}

function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  let icons: Map<string, string> | undefined;
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!ICON_INDEX.test(imported)) {
        queue.push(imported);
        continue;
      }
      icons ??= iconModules(imported, graph.getModuleInfo(imported)?.code ?? '');
      for (const [, names] of (info?.code ?? '').matchAll(ICON_IMPORT)) {
        for (const name of names!.split(',')) {
          const icon = icons.get(name.trim().split(/\s+as\s+/)[0]!);
          if (icon) queue.push(icon);
        }
      }
    }
  }
  return seen;
}

type Bundle = Record<string, { type: 'chunk'; imports: string[] } | { type: 'asset' }>;

/** A chain of generated files that import one another statically, if there is one. */
export function importCycle(bundle: Bundle): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    if (state.get(file) === 'done') return null;
    state.set(file, 'open');
    const output = bundle[file];
    for (const imported of output?.type === 'chunk' ? output.imports : []) {
      const found = visit(imported, [...path, file]);
      if (found) return found;
    }
    state.set(file, 'done');
    return null;
  };
  for (const file of Object.keys(bundle)) {
    const found = visit(file, []);
    if (found) return found;
  }
  return null;
}

/**
 * The modules the driver's Today needs beyond the app's first file, in two files instead of the score of small
 * shared pieces the bundler would otherwise cut them into: on a phone each file is a request, and each request
 * a round trip before the run can show (docs/decisions/073-preact-in-the-browser-build.md). One file holds what
 * no public page uses; the other the small modules (icons, dates, form fields) the portal shares with the public
 * pages, which those pages then fetch as one file too. What it shares with staff screens only (badges, tones)
 * makes a third file, so a staff screen never downloads and runs the driver's own Today for a shared badge.
 */
export function portalChunk() {
  const portalOnly = new Set<string>();
  const sharedWithPublic = new Set<string>();
  const sharedWithStaff = new Set<string>();
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
      const publicPages = PUBLIC_PAGES.map(find);
      const publicModules = new Set(publicPages.flatMap((id) => [...staticClosure(this, id)]));
      // A staff screen that shares a module with the portal loads that module's file; were it the portal's
      // own file, every staff screen would download and run the driver's Today (13 KB compressed) for a badge.
      const staffPages = (this.getModuleInfo(find(LAZY_PAGES))?.dynamicallyImportedIds ?? []).filter(
        (id) => id !== page && !publicPages.includes(id),
      );
      const staffModules = new Set(staffPages.flatMap((id) => [...staticClosure(this, id)]));
      portalOnly.clear();
      sharedWithPublic.clear();
      sharedWithStaff.clear();
      for (const id of staticClosure(this, page)) {
        if (id === page || shell.has(id)) continue;
        (publicModules.has(id) ? sharedWithPublic : staffModules.has(id) ? sharedWithStaff : portalOnly).add(id);
      }
    },
    // Files that import each other run in an order that leaves one of them reading the other's names before they
    // exist (the page then fails as it opens): the build stops instead.
    generateBundle(_options, bundle) {
      const cycle = importCycle(bundle);
      if (cycle) throw new Error(`portal chunk: these files import each other: ${cycle.join(' -> ')}`);
    },
  };
  // Only what the walk above captured: a captured module's other imports stay where they are, so nothing is
  // pulled out of the app's first file.
  const groups = [
    {
      name: 'driver-portal-shared',
      test: (id: string) => portalOnly.has(id),
      includeDependenciesRecursively: false,
      priority: 2,
    },
    {
      name: 'public-shared',
      test: (id: string) => sharedWithPublic.has(id),
      includeDependenciesRecursively: false,
      priority: 1,
    },
    {
      name: 'staff-shared',
      test: (id: string) => sharedWithStaff.has(id),
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
  return { plugin, groups };
}
