import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own eslint.config.js, run on one-line files placed inside each zone. Each import names a
// file that exists, so the resolver finds it and the zone rule sees where it points. Every zone has a
// refused import (the rule must name it) and an allowed one (no message at all), so the test fails both
// when a rule stops refusing and when it starts refusing what the design allows.
const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  // `ignore: false` so the cycle fixtures, ignored by the normal run, are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function rulesReported(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// The rules expected to report the one import (none when it is allowed).
type Case = readonly [what: string, filePath: string, code: string, rules: string | string[] | null];

const zone = 'import-x/no-restricted-paths';
const imports = 'no-restricted-imports';
const globalsRule = 'no-restricted-globals';
const builtins = 'import-x/no-nodejs-modules';
const moduleCycle = 'server-modules/no-cycle';

const cases: Record<string, Case[]> = {
  'domain imports neither server nor web': [
    ['server, relative', 'src/domain/probe.ts', "import '../server/errors';", zone],
    // The web alias is also outside domain's short list of packages, so two rules name it.
    ['web, by alias', 'src/domain/probe.ts', "import '@/lib/format';", [zone, imports]],
    ['web, relative', 'src/domain/probe.ts', "import '../web/lib/format';", zone],
    ['its own files', 'src/domain/probe.ts', "import './statuses';", null],
  ],
  'domain imports no Node built-in and no server or browser package': [
    ['node:fs', 'src/domain/probe.ts', "import 'node:fs';", imports],
    ['fs', 'src/domain/probe.ts', "import 'fs';", imports],
    ['react', 'src/domain/probe.ts', "import 'react';", imports],
    ['drizzle-orm', 'src/domain/probe.ts', "import 'drizzle-orm';", imports],
    ['zod', 'src/domain/probe.ts', "import 'zod';", null],
  ],
  'domain uses no browser or Node API': [
    ['window', 'src/domain/probe.ts', 'export const here = (): string => window.location.href;', globalsRule],
    [
      'localStorage',
      'src/domain/probe.ts',
      "export const saved = (): string | null => localStorage.getItem('k');",
      globalsRule,
    ],
    ['fetch', 'src/domain/probe.ts', "export const load = (): Promise<unknown> => fetch('/api');", globalsRule],
    ['process', 'src/domain/probe.ts', 'export const env = (): string | undefined => process.env.TZ;', globalsRule],
    ['Buffer', 'src/domain/probe.ts', "export const bytes = (): number => Buffer.byteLength('x');", globalsRule],
    [
      'plain ES (Date, Math, JSON, Intl)',
      'src/domain/probe.ts',
      'export const plain = (): string => JSON.stringify([new Date(Math.max(0, 1)).toISOString(), new Intl.NumberFormat().format(1)]);',
      null,
    ],
  ],
  'web and server never import each other': [
    ['web imports server, relative', 'src/web/lib/probe.ts', "import '../../server/errors';", zone],
    ['server imports web, by alias', 'src/server/probe.ts', "import '@/lib/format';", zone],
    ['server imports web, relative', 'src/server/probe.ts', "import '../web/lib/format';", zone],
    ['web imports domain', 'src/web/lib/probe.ts', "import '@domain/statuses';", null],
    ['server imports domain', 'src/server/probe.ts', "import '../domain/statuses';", null],
  ],
  "a server module's route file runs no SQL": [
    ['drizzle-orm', 'src/server/modules/riders/probe-routes.ts', "import 'drizzle-orm';", imports],
    ['the schema', 'src/server/modules/riders/probe-routes.ts', "import '../../db/schema';", imports],
    ['react still refused there', 'src/server/modules/riders/probe-routes.ts', "import 'react';", imports],
    ['its own repository', 'src/server/modules/riders/probe-routes.ts', "import './repository';", imports],
    ['a named repository', 'src/server/modules/jobs/probe-routes.ts', "import './assignment-repository';", imports],
    // Refused to every file of another module (the zone), and to a route file even its own (the route rule).
    [
      "another module's repository",
      'src/server/modules/riders/probe-routes.ts',
      "import '../drivers/repository';",
      [imports, zone],
    ],
    [
      'a type from its repository',
      'src/server/modules/riders/probe-routes.ts',
      "import type { findRider } from './repository';\nexport type Probe = typeof findRider;",
      imports,
    ],
    ['its own service', 'src/server/modules/riders/probe-routes.ts', "import './service';", null],
    ['a service may', 'src/server/modules/riders/probe-service.ts', "import 'drizzle-orm';", null],
    ['react on the server', 'src/server/modules/riders/probe-service.ts', "import 'react';", imports],
  ],
  'a server module reaches another through its service, never its repository': [
    ["another module's repository", 'src/server/modules/dispatch/probe.ts', "import '../jobs/repository';", zone],
    [
      "another module's named repository",
      'src/server/modules/invoices/probe.ts',
      "import '../jobs/assignment-repository';",
      zone,
    ],
    [
      'from a folder inside the module',
      'src/server/modules/invoices/documents/probe.ts',
      "import '../../riders/repository';",
      zone,
    ],
    ["another module's service", 'src/server/modules/dispatch/probe.ts', "import '../jobs/service';", null],
    ['its own repository', 'src/server/modules/dispatch/probe.ts', "import './repository';", null],
    [
      "a test sets up data through any module's repository",
      'src/server/modules/dispatch/probe.test.ts',
      "import '../jobs/repository';",
      null,
    ],
  ],
  'no cycles between server modules': [
    ['proof imports jobs back', 'src/server/modules/proof/probe.ts', "import '../jobs/service';", moduleCycle],
    ['users imports drivers back', 'src/server/modules/users/probe.ts', "import '../drivers/service';", moduleCycle],
    ['jobs imports proof, one way', 'src/server/modules/jobs/probe.ts', "import '../proof/service';", null],
    ['a test may', 'src/server/modules/proof/probe.test.ts', "import '../jobs/service';", null],
    // The fixtures' own tree: alpha imports beta imports gamma.
    [
      'the way back through a third module',
      'scripts/lint-fixtures/modules/gamma/probe.ts',
      "import { alpha } from '../alpha/service';\nexport const probe = alpha;",
      moduleCycle,
    ],
    [
      'a re-export counts',
      'scripts/lint-fixtures/modules/gamma/probe.ts',
      "export { alpha } from '../alpha/service';",
      moduleCycle,
    ],
    [
      'a dynamic import counts',
      'scripts/lint-fixtures/modules/beta/probe.ts',
      "export const load = (): Promise<unknown> => import('../alpha/service');",
      moduleCycle,
    ],
    [
      'the same imports, downwards',
      'scripts/lint-fixtures/modules/alpha/probe.ts',
      "import { gamma } from '../gamma/service';\nexport const probe = gamma;",
      null,
    ],
  ],
  "the server's floors": [
    ['a module imports the app', 'src/server/modules/riders/probe.ts', "import '../../app';", zone],
    ['a module imports the demo seed', 'src/server/modules/riders/probe.ts', "import '../../demo/factories';", zone],
    [
      "a module imports the tests' helpers",
      'src/server/modules/riders/probe.ts',
      "import '../../test/test-app';",
      zone,
    ],
    ['a module imports a low floor', 'src/server/modules/riders/probe.ts', "import '../../db/client';", null],
    ["a module's test imports the app", 'src/server/modules/riders/probe.test.ts', "import '../../app';", null],
    ['a command imports a repository', 'src/server/cli/probe.ts', "import '../modules/users/repository';", zone],
    ['a command imports a public file', 'src/server/cli/probe.ts', "import '../modules/users/admin';", null],
    ['the demo imports a repository', 'src/server/demo/probe.ts', "import '../modules/objects/repository';", zone],
    ['the demo imports a file not a service', 'src/server/demo/probe.ts', "import '../modules/riders/link';", zone],
    ['the demo imports a service', 'src/server/demo/probe.ts', "import '../modules/objects/service';", null],
    ['the demo imports a named service', 'src/server/demo/probe.ts', "import '../modules/users/mfa-service';", null],
    ['the demo imports a command', 'src/server/demo/probe.ts', "import '../cli/args';", zone],
    ["the demo's test", 'src/server/demo/probe.test.ts', "import '../modules/objects/repository';", null],
    ['a plugin imports a module', 'src/server/plugins/probe.ts', "import '../modules/users/service';", zone],
    ["the OpenAPI plugin's docs module", 'src/server/plugins/probe.ts', "import '../modules/docs/openapi';", null],
    ['a plugin imports the routes', 'src/server/plugins/probe.ts', "import '../routes';", zone],
    ['a plugin imports a low floor', 'src/server/plugins/probe.ts', "import '../auth/access';", null],
    ['auth imports a repository', 'src/server/auth/probe.ts', "import '../modules/users/repository';", zone],
    ['db imports a service', 'src/server/db/probe.ts', "import '../modules/jobs/service';", zone],
    ['a single file imports a module', 'src/server/probe.ts', "import './modules/places/backfill';", zone],
    ['a single file imports a plugin', 'src/server/probe.ts', "import './plugins/pdf-work';", zone],
    ['auth imports the demo seed', 'src/server/auth/probe.ts', "import '../demo/factories';", zone],
    ['db imports domain', 'src/server/db/probe.ts', "import '../../domain/statuses';", null],
    ["a low floor's test", 'src/server/db/probe.test.ts', "import '../modules/jobs/repository';", null],
  ],
  'a feature does not import another feature': [
    ['relative', 'src/web/features/jobs/probe.ts', "import '../referrals/api/submit-referral';", zone],
    ['by alias', 'src/web/features/jobs/probe.ts', "import '@/features/referrals/api/submit-referral';", zone],
    ['the app shell', 'src/web/features/jobs/probe.ts', "import '@/app/router';", zone],
    ['its own files', 'src/web/features/jobs/probe.ts', "import './api/get-jobs';", null],
    ['its own files by alias', 'src/web/features/jobs/probe.ts', "import '@/features/jobs/api/get-jobs';", null],
    ['shared components', 'src/web/features/jobs/probe.ts', "import '@/components/ui/button';", null],
    ['app/ composes features', 'src/web/app/probe.ts', "import '@/features/jobs/api/get-jobs';", null],
  ],
  'shared web code imports no feature and not the app shell': [
    ['components/ui, relative', 'src/web/components/ui/probe.ts', "import '../../features/jobs/api/get-jobs';", zone],
    ['components/ui, by alias', 'src/web/components/ui/probe.ts', "import '@/features/jobs/api/get-jobs';", zone],
    ['lib', 'src/web/lib/probe.ts', "import '@/features/referrals/api/submit-referral';", zone],
    ['content', 'src/web/content/probe.ts', "import '@/features/jobs/api/get-jobs';", zone],
    ['components, the app shell', 'src/web/components/ui/probe.ts', "import '@/app/router';", zone],
    ['lib from components', 'src/web/components/ui/probe.ts', "import '@/lib/format';", null],
  ],
  'web uses no server-only package and no Node built-in': [
    ['pg', 'src/web/features/jobs/probe.ts', "import 'pg';", imports],
    ['drizzle-orm', 'src/web/lib/probe.ts', "import 'drizzle-orm/pg-core';", imports],
    ['fastify', 'src/web/lib/probe.ts', "import 'fastify';", imports],
    ['node:fs', 'src/web/lib/probe.ts', "import 'node:fs';", builtins],
    ['a browser package', 'src/web/lib/probe.ts', "import '@tanstack/react-query';", null],
    ['node:http in a web test', 'src/web/lib/probe.test.ts', "import 'node:http';", null],
    ['node:http in a web test helper', 'src/web/testing/probe.ts', "import 'node:http';", null],
  ],
  'no import cycles': [
    [
      'a imports b imports a',
      'scripts/lint-fixtures/cycle-a.ts',
      "import { b } from './cycle-b';\nexport const a = (): string => `a${b()}`;",
      'import-x/no-cycle',
    ],
    [
      'an import with no way back',
      'scripts/lint-fixtures/probe.ts',
      "import { leaf } from './leaf';\nexport const probe = leaf;",
      null,
    ],
  ],
};

for (const [boundary, list] of Object.entries(cases)) {
  describe(boundary, () => {
    it.each(list)(
      '%s',
      async (_what, filePath, code, rules) => {
        const expected = rules === null ? [] : [rules].flat();
        expect((await rulesReported(filePath, code)).sort()).toEqual(expected.sort());
        // The first lint of a zone walks its import graph for the cycle rule: seconds on a busy machine.
      },
      120_000,
    );
  });
}
