import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
    // The label shows in every line of output, so a CI log says which database the API tests ran on.
    name: onPostgres ? 'postgres' : 'pglite',
    include: onPostgres ? ['src/server/**/*.test.ts'] : ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
