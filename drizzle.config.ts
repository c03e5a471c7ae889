import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; the app applies the migrations at start-up when it opens the database
// (openDatabase in src/server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
