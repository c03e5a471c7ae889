import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's eslint.config.js on one-line server files: a secret compared with === or !== is refused
// (its timing leaks how much of a guess is right; src/server/auth/secret-equal.ts), a presence check is not,
// and neither is a name that only looks like one (an insurer's authorization).
const root = fileURLToPath(new URL('..', import.meta.url));
const rule = 'no-restricted-syntax';
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** This rule's reports on `code` (the probe's unused declarations bring others). */
async function reported(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}src/server/probe.ts` });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}

const declared =
  'declare const smsToken: string; declare const given: string; declare const headers: { authorization?: string };';

describe('secrets are compared in constant time', () => {
  it.each([
    ['an Authorization header against a token', 'export const ok = headers.authorization !== `Bearer ${smsToken}`;'],
    ['a token with ===', 'export const ok = given === smsToken;'],
    ['a secret with ==', 'declare const sessionSecret: string; export const ok = sessionSecret == given;'],
    ['a signature', 'declare const row: { signature: string }; export const ok = row.signature === given;'],
    ['an API key', 'declare const apiKey: string; export const ok = given !== apiKey;'],
  ])('refuses %s', async (_what, code) => {
    expect(await reported(`${declared} ${code}`)).toEqual([expect.stringContaining('secretEqual')]);
  });

  it.each([
    ['a check for null', 'declare const row: { signature: string | null }; export const ok = row.signature !== null;'],
    ['a check for undefined', 'declare const secret: string | undefined; export const ok = secret !== undefined;'],
    ['a typeof check', 'declare const token: unknown; export const ok = typeof token === "string";'],
    [
      'an insurer authorization',
      'declare const a: { id: string }; declare const job: { authorizationId: string }; export const ok = a.id === job.authorizationId;',
    ],
  ])('allows %s', async (_what, code) => {
    expect(await reported(`${declared} ${code}`)).toEqual([]);
  });
});
