import { describe, expect, it } from 'vitest';
import { portalChunk } from './vite-plugin';

// A module graph in the shape the bundler hands a plugin: each module and what it imports statically.
const graph: Record<string, string[]> = {
  '/app/src/web/main.tsx': ['/app/src/web/app/router.tsx'],
  '/app/src/web/app/router.tsx': ['/app/src/web/lib/shell-only.ts'],
  '/app/src/web/lib/shell-only.ts': [],
  '/app/src/web/app/pages/driver-portal-page.tsx': ['/app/src/web/features/drivers/today.tsx', '/app/src/web/lib/shell-only.ts'],
  '/app/src/web/features/drivers/today.tsx': ['/app/src/web/components/ui/form-field.tsx', '/app/src/web/features/drivers/leg-card.tsx'],
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

const context = (modules: Record<string, string[]>) => ({
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => (modules[id] ? { importedIds: modules[id] } : null),
});

function build(modules: Record<string, string[]>) {
  const { plugin, groups } = portalChunk();
  (plugin.buildEnd as (this: unknown) => void).call(context(modules));
  const [portalOnly, shared] = groups;
  return (id: string) => (portalOnly!.test(id) ? portalOnly!.name : shared!.test(id) ? shared!.name : 'left to the bundler');
}

describe('the driver portal chunk', () => {
  it("puts the portal's own modules in one file and those it shares with a public page in another", () => {
    const groupOf = build(graph);
    expect(groupOf('/app/src/web/features/drivers/today.tsx')).toBe('driver-portal-shared');
    expect(groupOf('/app/src/web/features/drivers/leg-card.tsx')).toBe('driver-portal-shared');
    expect(groupOf('/app/src/web/components/ui/form-field.tsx')).toBe('public-shared');
  });

  it("never takes a module out of the app's first file, nor the page itself, nor what only staff screens use", () => {
    const groupOf = build(graph);
    expect(groupOf('/app/src/web/lib/shell-only.ts')).toBe('left to the bundler');
    expect(groupOf('/app/src/web/app/pages/driver-portal-page.tsx')).toBe('left to the bundler');
    expect(groupOf('/app/src/web/features/billing/pages/billing-page.tsx')).toBe('left to the bundler');
  });

  it('stops the build when a page it names has moved', () => {
    const moved = { ...graph };
    delete moved['/app/src/web/features/referrals/pages/referral-page.tsx'];
    expect(() => build(moved)).toThrow(/referral-page\.tsx/);
  });
});
