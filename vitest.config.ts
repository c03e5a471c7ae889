import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { ownModuleGraph } from './scripts/own-module-graph';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Component tests of the web app's screens render into a DOM; everything else (domain rules, the web
// app's plain modules, the API) runs in Node, where a DOM would only cost start-up time.
const componentTests = 'src/web/**/*.test.tsx';
const nodeTests = onPostgres ? ['src/server/**/*.test.ts'] : ['src/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  resolve: {
    // The same aliases as vite.config.ts and tsconfig.json `paths`.
    alias: [
      { find: /^@domain$/, replacement: fileURLToPath(new URL('./src/domain/index.ts', import.meta.url)) },
      { find: /^@domain\//, replacement: fileURLToPath(new URL('./src/domain/', import.meta.url)) },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/web/', import.meta.url)) },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves a processor free (one worker on a 2-core machine), but most of a test file's time is
    // spent waiting on its database, timers and sockets: one worker per processor runs the suite in less time.
    maxWorkers: availableParallelism(),
    // The run's own temporary folder, which must be empty at the end (scripts/test-tmpdir.ts).
    globalSetup: ['scripts/vitest-tmpdir.ts'],
    projects: [
      {
        extends: true,
        test: {
          // The label shows in every line of output, so a CI log says which database the API tests ran on.
          name: onPostgres ? 'postgres' : 'pglite',
          include: nodeTests,
          exclude: [...configDefaults.exclude, ...ownModuleGraph],
          environment: 'node',
          setupFiles: ['src/server/test/query-overlap.ts'],
          // A worker's test files share its modules: the server is loaded once per worker, not once per file
          // (docs/decisions/095-test-files-share-modules.md). Each file still builds its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: onPostgres ? 'postgres, own modules' : 'pglite, own modules',
          include: ownModuleGraph.filter((file) => !onPostgres || file.startsWith('src/server/')),
          environment: 'node',
          setupFiles: ['src/server/test/query-overlap.ts'],
        },
      },
      // The PostgreSQL run repeats only the API tests; the component tests ran with the unit tests.
      ...(onPostgres
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'web',
                include: [componentTests],
                environment: 'happy-dom',
                setupFiles: ['src/web/testing/setup.ts'],
              },
            },
          ]),
    ],
  },
});
