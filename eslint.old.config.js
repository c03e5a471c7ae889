// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** DESIGN.md: domain imports neither side; web and server never import each other. */
const layer = (from, forbidden, message) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
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
  layer('src/domain', ['**/server/**', '**/web/**', 'react', 'react-dom', 'node:*', 'fastify', 'pg', 'drizzle-orm*'], 'src/domain is pure: no I/O, React or Node APIs, and it imports neither web nor server.'),
  layer('src/server', ['**/web/**', '@/*', 'react', 'react-dom'], 'The server never imports the web app.'),
  layer('src/web', ['**/server/**', 'node:*', 'fastify', 'pg', 'drizzle-orm*'], 'The web app never imports the server.'),
  // Tests of browser code may use Node to stand up a real HTTP server; they still never import the server.
  {
    files: ['src/web/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The web app never imports the server.' }] }] },
  },
  // A feature reaches another feature only through pages (app/); its own files use relative imports.
  layer('src/web/features', ['**/server/**', 'node:*', '@/features/*', '@/features/**', '@/app/*', '@/app/**'], 'A feature does not import another feature or the app shell; compose them in app/ pages.'),
);
