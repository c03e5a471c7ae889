import { describe, expect, it } from 'vitest';
import { importCycle, portalChunk } from './vite-plugin';

// A module graph in the shape the bundler hands a plugin: each module and what it imports statically.
const graph: Record<string, string[]> = {
  '/app/src/web/main.tsx': ['/app/src/web/app/router.tsx'],
  '/app/src/web/app/router.tsx': ['/app/src/web/lib/shell-only.ts'],
  '/app/src/web/lib/shell-only.ts': [],
  '/app/src/web/app/pages/driver-portal-page.tsx': [
    '/app/src/web/features/drivers/today.tsx',
    '/app/src/web/lib/shell-only.ts',
  ],
  '/app/src/web/features/drivers/today.tsx': [
    '/app/src/web/components/ui/form-field.tsx',
    '/app/src/web/features/drivers/leg-card.tsx',
  ],
  '/app/src/web/features/drivers/leg-card.tsx': [],
  '/app/src/web/components/ui/form-field.tsx': [],
  '/app/src/web/features/billing/pages/billing-page.tsx': ['/app/src/web/features/drivers/leg-card.tsx'],
};
const publicPages = [
  'app/pages/home-page.tsx',
  'app/pages/not-found-page.tsx',
  'features/marketing/pages/about-page.tsx',
  'features/marketing/pages/services-page.tsx',
  'features/drivers/pages/become-driver-page.tsx',
  'features/drivers/pages/driver-101-page.tsx',
  'features/referrals/pages/referral-page.tsx',
  'features/auth/pages/auth-page.tsx',
  'features/auth/pages/driver-login-page.tsx',
];
for (const page of publicPages) graph[`/app/src/web/${page}`] = [];
graph['/app/src/web/features/referrals/pages/referral-page.tsx'] = ['/app/src/web/components/ui/form-field.tsx'];
graph['/app/src/web/app/lazy-pages.ts'] = [];
// The router's pages, each imported on demand: the public ones, the portal and a staff screen (billing).
const dynamicImports: Record<string, string[]> = {
  '/app/src/web/app/lazy-pages.ts': [
    ...publicPages.map((page) => `/app/src/web/${page}`),
    '/app/src/web/app/pages/driver-portal-page.tsx',
    '/app/src/web/features/billing/pages/billing-page.tsx',
  ],
};

const code: Record<string, string> = {};
const context = (modules: Record<string, string[]>) => ({
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) =>
    modules[id]
      ? { importedIds: modules[id], dynamicallyImportedIds: dynamicImports[id] ?? [], code: code[id] ?? '' }
      : null,
});

function build(modules: Record<string, string[]>) {
  const { plugin, groups } = portalChunk();
  (plugin.buildEnd as (this: unknown) => void).call(context(modules));
  return (id: string) => groups.find((group) => group.test(id))?.name ?? 'left to the bundler';
}

describe('the driver portal chunk', () => {
  it("puts the portal's own modules in one file and those it shares with a public page in another", () => {
    const groupOf = build(graph);
    expect(groupOf('/app/src/web/features/drivers/today.tsx')).toBe('driver-portal-shared');
    expect(groupOf('/app/src/web/components/ui/form-field.tsx')).toBe('public-shared');
  });

  it("puts what a staff screen shares with the portal in a file of its own, so the screen does not load the driver's Today", () => {
    const groupOf = build(graph);
    expect(groupOf('/app/src/web/features/drivers/leg-card.tsx')).toBe('staff-shared');
    expect(groupOf('/app/src/web/features/drivers/today.tsx')).toBe('driver-portal-shared');
  });

  it("never takes a module out of the app's first file, nor the page itself, nor what only staff screens use", () => {
    const groupOf = build(graph);
    expect(groupOf('/app/src/web/lib/shell-only.ts')).toBe('left to the bundler');
    expect(groupOf('/app/src/web/app/pages/driver-portal-page.tsx')).toBe('left to the bundler');
    expect(groupOf('/app/src/web/features/billing/pages/billing-page.tsx')).toBe('left to the bundler');
  });

  it("follows the icon library's index only to the icons each module names", () => {
    const icons = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
    const icon = (name: string) => `/app/node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
    code[icons] = [
      "export { default as Clock, default as ClockIcon } from './icons/clock.mjs';",
      "export { default as LogOut } from './icons/log-out.mjs';",
      "export { default as CircleCheck, default as CheckCircle2 } from './icons/circle-check.mjs';",
    ].join('\n');
    code['/app/src/web/app/router.tsx'] = 'import { LogOut } from "lucide-react";';
    code['/app/src/web/features/drivers/today.tsx'] = 'import { Clock, CheckCircle2 as Done } from "lucide-react";';
    const withIcons = {
      ...graph,
      '/app/src/web/app/router.tsx': [...graph['/app/src/web/app/router.tsx']!, icons],
      '/app/src/web/features/drivers/today.tsx': [...graph['/app/src/web/features/drivers/today.tsx']!, icons],
      [icons]: [icon('clock'), icon('log-out'), icon('circle-check')],
      [icon('clock')]: [],
      [icon('log-out')]: [],
      [icon('circle-check')]: [],
    };
    const groupOf = build(withIcons);
    // The index re-exports every icon, yet only those the portal names are its own; the shell's stays put.
    expect(groupOf(icon('clock'))).toBe('driver-portal-shared');
    expect(groupOf(icon('circle-check'))).toBe('driver-portal-shared');
    expect(groupOf(icon('log-out'))).toBe('left to the bundler');
  });

  it('stops the build when a page it names has moved', () => {
    const moved = { ...graph };
    delete moved['/app/src/web/features/referrals/pages/referral-page.tsx'];
    expect(() => build(moved)).toThrow(/referral-page\.tsx/);
  });
});

describe('files that import each other', () => {
  it('are found, in the order they import each other', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk' as const, imports: [] },
      'assets/portal-page.js': { type: 'chunk' as const, imports: ['assets/portal-shared.js', 'assets/index.js'] },
      'assets/portal-shared.js': { type: 'chunk' as const, imports: ['assets/portal-page.js'] },
      'assets/index.css': { type: 'asset' as const },
    };
    expect(importCycle(bundle)).toEqual(['assets/portal-page.js', 'assets/portal-shared.js', 'assets/portal-page.js']);
  });

  it('are not reported where the imports only go one way', () => {
    const bundle = {
      'assets/portal-page.js': {
        type: 'chunk' as const,
        imports: ['assets/portal-shared.js', 'assets/public-shared.js'],
      },
      'assets/portal-shared.js': { type: 'chunk' as const, imports: ['assets/public-shared.js'] },
      'assets/public-shared.js': { type: 'chunk' as const, imports: [] },
    };
    expect(importCycle(bundle)).toBeNull();
  });
});
