// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier';
import { moduleCycles } from './scripts/eslint-rules/module-cycles.js';

// Zones are resolved against this folder, not process.cwd(), so the rules hold when ESLint runs from
// elsewhere (the boundaries test, an editor).
const root = fileURLToPath(new URL('.', import.meta.url));

// Every folder under src/web/features is a feature; a new one gets its own zone without editing this file.
const features = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zone: files under `target` may not import files under `from` (paths from the repository root). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

// The one-way imports of the design: domain is shared by both sides, so it depends on neither; web and
// server meet only in domain; inside web, features are composed by app/ and never by each other.
const zones = [
  zone('src/domain', ['src/server', 'src/web'], 'src/domain is shared by browser and server, so it imports neither.'),
  zone('src/web', 'src/server', 'The web app talks to the server over HTTP only; shared code belongs in src/domain.'),
  zone('src/server', 'src/web', 'The server never imports the web app; shared code belongs in src/domain.'),
  zone(
    ['src/web/components', 'src/web/lib', 'src/web/content'],
    ['src/web/features', 'src/web/app'],
    'Shared web code (components, lib, content) serves every feature, so it imports no feature and not the app shell.',
  ),
  zone('src/web/features', 'src/web/app', 'A feature does not import the app shell; app/ composes features.'),
  ...features.map((name) =>
    zone(
      `src/web/features/${name}`,
      'src/web/features',
      `Feature "${name}" does not import another feature; compose them in app/ or move the shared part to components/ or lib/.`,
      [`./${name}`],
    ),
  ),
];

const serverDir = new URL('./src/server/', import.meta.url);
const foldersOf = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every folder under src/server/modules is a module, with its own zone, as the web features have.
const serverModules = foldersOf(new URL('./modules', serverDir));

// The server's floors (docs/architecture.md, "Import directions"; docs/decisions/092-server-module-boundaries.md),
// top to bottom:
//   entry     main.ts, app.ts, routes.ts, bootstrap.ts and cli/ build, start and set up the app: they register the
//             modules' routes and call their services and public files, never a repository.
//   demo/     the demo content, seeded through the modules' services (service.ts or <name>-service.ts) only.
//   modules/  a folder a resource: another module is reached through its service, never its repository, and no
//             two modules import each other, however indirectly (server-modules/no-cycle below).
//   plugins/  a Fastify plugin a concern, which the routes rely on (sessions, audit, PDF work): no module, except the
//             OpenAPI plugin, which registers the docs module's document before the routes.
//   low       everything else in src/server (db/, config/, auth/, storage/, pdf/, geo/ and the single files beside
//             them: errors.ts, validation.ts, stored-place.ts…): no module and nothing above. A new folder starts here.
// test/ and fuzz/ are the tests' helpers: like every *.test.ts, they may import anything.
const ENTRY = ['main.ts', 'app.ts', 'routes.ts', 'bootstrap.ts', 'cli'];
const TEST_SUPPORT = ['test', 'fuzz'];
const NOT_LOW = new Set([...ENTRY, ...TEST_SUPPORT, 'demo', 'modules', 'plugins']);
/** A folder's files but its tests, as a zone's target. */
const shipped = (dir) => `${dir}/**/!(*.test).ts`;
const entryFiles = ENTRY.map((name) => (name.endsWith('.ts') ? `src/server/${name}` : shipped(`src/server/${name}`)));
const entryNames = ENTRY.filter((name) => name.endsWith('.ts')).map((name) => name.slice(0, -'.ts'.length));
const lowFloors = [
  ...foldersOf(serverDir)
    .filter((name) => !NOT_LOW.has(name))
    .map((name) => shipped(`src/server/${name}`)),
  // The single files beside them, but the entry's and the tests.
  `src/server/!(${[...entryNames, '*.test'].join('|')}).ts`,
];
/** What sits above the modules and the plugins, tests' helpers included. */
const aboveModules = [...ENTRY, 'demo', ...TEST_SUPPORT].map((name) => `src/server/${name}`);
const repositoriesOf = (name) => `src/server/modules/${name}/**/{repository,*-repository}.ts`;

const serverZones = [
  ...serverModules.map((name) =>
    zone(
      shipped(`src/server/modules/${name}`),
      repositoriesOf('*'),
      `Module "${name}" reaches another module through its service (or a public file it re-exports from), never its repository: a module's SQL is private to it. Tests may set up data through any repository.`,
      [`${root}src/server/modules/${name}/**`],
    ),
  ),
  zone(
    shipped('src/server/modules'),
    aboveModules,
    "A module sits below the app's entry (main, app, routes, bootstrap, cli), the demo seed and the tests' helpers: it imports none of them.",
  ),
  zone(
    entryFiles,
    repositoriesOf('*'),
    "The app's entry reaches a module through its routes, service or public files, never its repository: a module's SQL is private to it.",
  ),
  zone(
    shipped('src/server/demo'),
    'src/server/modules/**',
    "The demo content is seeded through the modules' services (service.ts or <name>-service.ts), so it keeps their rules; a service re-exports what the seed needs.",
    [`${root}src/server/modules/*/{service,*-service}.ts`],
  ),
  zone(
    shipped('src/server/demo'),
    [...ENTRY, ...TEST_SUPPORT].map((name) => `src/server/${name}`),
    "The demo seed sits below the app's entry, which runs it, and ships without the tests' helpers.",
  ),
  zone(
    shipped('src/server/plugins'),
    'src/server/modules',
    "A plugin sits below the modules, whose routes rely on it: it imports no module (only the OpenAPI plugin registers the docs module's document).",
    ['./docs'],
  ),
  zone(
    [shipped('src/server/plugins'), ...lowFloors],
    aboveModules,
    "Plugins and the low floors sit below the app's entry, the demo seed and the tests' helpers: they import none of them.",
  ),
  zone(
    lowFloors,
    ['src/server/modules', 'src/server/plugins'],
    'A low floor of the server (db, config, auth, storage, pdf, geo, errors…) imports no module and no plugin: move the rule it needs down (into src/domain when it is pure) or let the module pass it in.',
  ),
];

// Anything the browser or Node adds on top of the language (window, document, localStorage, fetch,
// process, Buffer, console, timers…): domain code must run unchanged on both sides and in tests.
const plainEs = new Set(Object.keys(globals.builtin));
const hostGlobals = Object.keys({ ...globals.browser, ...globals.node }).filter((name) => !plainEs.has(name));

// Packages that only make sense on the server: they would bloat or break the browser bundle.
const serverOnly = ['pg', 'pg/*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'fastify/*', '@fastify/*'];

// Names that hold a secret (a gateway token, the session secret, a signature, an API key, an Authorization header).
const SECRET_NAME = '/token|secret|signature|apiKey|^authorization$/i';
// Either side a literal or undefined, or a typeof: a presence or type check, not a comparison of secrets.
const NOT_LITERAL_SIDE = ['left', 'right']
  .map(
    (side) =>
      `:not([${side}.type='Literal']):not([${side}.type='Identifier'][${side}.name='undefined']):not([${side}.operator='typeof'])`,
  )
  .join('');

const serverModulesPlugin = { rules: { 'no-cycle': moduleCycles } };

const noReactOnServer = {
  group: ['react', 'react-dom', 'react-dom/*'],
  message: "The server renders no React; pages are the web app's job.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      // Deliberately wrong imports that scripts/lint-boundaries.test.ts lints on purpose.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },

  // Boundaries. import-x resolves every import (relative, `@/` or `@domain`) through tsconfig.json's
  // paths, so a zone catches a forbidden file however it is spelled.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
      // The cycle rule follows only files with these extensions (its default is .js alone).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // The linter runs once per process; nothing changes under it.
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...serverZones] }],
      // A cycle makes load order decide what a module sees (undefined at import time) and ties features
      // together; packages cannot import us back, so only our own files are followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod|vitest|fast-check)(/|$)|@domain(/|$)|\\.)',
              message:
                'src/domain is pure and runs in browser and server: it imports only zod and itself (vitest and fast-check in tests), no Node built-in and no server or browser package.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...hostGlobals.map((name) => ({
          name,
          message:
            'src/domain runs unchanged in browser and server: no browser or Node API; take what you need as an argument.',
        })),
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/testing/**'],
    rules: {
      // Tests of browser code (and their helpers in src/web/testing) may use Node to stand up a real HTTP
      // server; the shipped code may not.
      'import-x/no-nodejs-modules': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverOnly,
              message: 'Server-only package: the web app reaches the database and the API over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    // A secret compared with === answers sooner the earlier it differs, so a caller can guess it byte by byte;
    // src/server/auth/secret-equal.ts compares in constant time. A comparison with a literal (null, undefined,
    // a typeof name) reveals nothing and stays allowed. Test doubles are not the product.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/]${NOT_LITERAL_SIDE}:has(Identifier[name=${SECRET_NAME}])`,
          message:
            'Compare secrets with secretEqual (src/server/auth/secret-equal.ts): === leaks, by its timing, how much of a guess is right.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noReactOnServer] }],
    },
  },
  {
    // Cycles between modules, which import-x/no-cycle (file by file) does not see. The fixtures are a tree of their own.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts'],
    plugins: { 'server-modules': serverModulesPlugin },
    rules: { 'server-modules/no-cycle': ['error', { modulesDir: `${root}src/server/modules` }] },
  },
  {
    files: ['scripts/lint-fixtures/modules/**/*.ts'],
    ignores: ['scripts/lint-fixtures/modules/**/*.test.ts'],
    plugins: { 'server-modules': serverModulesPlugin },
    rules: { 'server-modules/no-cycle': ['error', { modulesDir: `${root}scripts/lint-fixtures/modules` }] },
  },
  {
    // A module's routes read the request and answer; what they ask of the database goes through the module's
    // service to its repository (docs/architecture.md), so every query has one home and one test.
    files: ['src/server/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReactOnServer,
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: "A route file runs no SQL: call the module's service, whose repository holds the query.",
            },
            {
              // Gitignore-style, so `**/` also matches `./` and `../` in front of the file name.
              group: ['**/repository', '**/*-repository'],
              message:
                "A route calls its module's service, never a repository: the service keeps the rules and transactions around the query.",
            },
          ],
        },
      ],
    },
  },
  // Layout is Prettier's alone (`npm run format`); rules that would argue with it are off.
  prettierOff,
);
