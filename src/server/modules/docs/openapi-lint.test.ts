import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The served document checked by the linter an integrator's tooling trusts: Redocly CLI with its recommended rules
 * (docs/decisions/093-openapi-contract.md). No error may pass, and only the warnings the decision accepts.
 */
const REDOCLY = fileURLToPath(new URL('../../../../node_modules/.bin/redocly', import.meta.url));

/** Warnings the contract lives with, and why. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  // `/api/jobs/driver/{driverId}` beside `/api/jobs/{id}/cancel`: Fastify matches the fixed segment first, so the
  // server never confuses them; renaming published paths would break every client instead.
  'no-ambiguous-paths': 'fixed segments beside parameters',
  // A private API used under the company's agreements: there is no licence to name.
  'info-license': 'no licence',
  // Public reads that take no input (health, the company profile, the session check) have no 4xx to give.
  'operation-4xx-response': 'nothing to refuse',
};

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

function lint(file: string, workDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(REDOCLY, ['lint', '--format=json', '--max-problems=10000', file], {
      cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
      // No usage report leaves the machine, and any file the CLI keeps goes with the test's folder.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
        TMPDIR: workDir,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let t: TestApp;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  workDir = mkdtempSync(path.join(tmpdir(), 'keystone-openapi-lint-'));
});
afterAll(async () => {
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the OpenAPI document, linted', () => {
  it("passes Redocly's recommended rules with no error and no warning the contract does not accept", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const file = path.join(workDir, 'openapi.json');
    writeFileSync(file, res.body);

    const run = await lint(file, workDir);
    let problems: Problem[];
    try {
      problems = (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
    } catch {
      throw new Error(`Redocly did not answer JSON (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
    }
    const shown = (p: Problem) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;
    expect(problems.filter((p) => p.severity === 'error').map(shown)).toEqual([]);
    expect(problems.filter((p) => p.severity !== 'error' && !(p.ruleId in ACCEPTED_WARNINGS)).map(shown)).toEqual([]);
    expect(run.code).toBe(0);
  }, 60_000);
});
