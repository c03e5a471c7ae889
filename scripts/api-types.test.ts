import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, apiSchemaText, openApiDocument } from './api-types';

// The web app's calls are typed by src/web/lib/api-schema.d.ts (docs/decisions/094-typed-api-client.md): a file
// behind the server's document would type answers the server no longer gives.

/** The first line where the two texts part, for a message that says where to look. */
function firstDifference(a: string, b: string): number {
  const left = a.split('\n');
  const right = b.split('\n');
  const line = left.findIndex((text, i) => text !== right[i]);
  return (line === -1 ? left.length : line) + 1;
}

describe('the API types of the web app', () => {
  it('are what `npm run api:types` writes from the OpenAPI document the server serves', async () => {
    const expected = await apiSchemaText(await openApiDocument());
    const committed = readFileSync(API_SCHEMA_FILE, 'utf8');
    const file = path.relative(process.cwd(), API_SCHEMA_FILE);
    expect(
      committed === expected,
      `${file} differs from the server's OpenAPI document from line ${firstDifference(committed, expected)}: run \`npm run api:types\``,
    ).toBe(true);
  });
});
