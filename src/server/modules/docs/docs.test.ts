import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jobListQuery } from '../../../domain/job';
import { createReferralSchema } from '../../../domain/referral';
import { accessOf } from '../../auth/access';
import { pageQuery } from '../../db/pagination';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operationKey, tokenScopesOf } from './openapi';
import { OPERATIONS } from './operations';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: unknown[] };
}
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  security?: Record<string, string[]>[];
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
    schemas: Record<string, Schema>;
  };
  paths: Record<string, Record<string, Operation>>;
}

// A stand-in for dist/web, so the static file routes exist and can be checked to stay out of the document.
const webRoot = mkdtempSync(path.join(tmpdir(), 'keystone-docs-web-'));
const routes: {
  method: string;
  url: string;
  hidden: boolean;
  public: boolean;
  limited: boolean;
  tokenScopes?: readonly string[];
}[] = [];
let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Keystone</title>');
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1);');
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const config = route.config as { rateLimit?: unknown; pdf?: boolean } | undefined;
        for (const method of [route.method].flat())
          if (method !== 'HEAD')
            routes.push({
              method,
              url: route.url,
              hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
              public: accessOf(route.config) === undefined,
              limited: Boolean(config?.rateLimit || config?.pdf),
              tokenScopes: tokenScopesOf(route),
            });
      },
    },
    { webRoot },
  );
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Fastify's `/api/jobs/:id` as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operation = (url: string, method: string) => doc.paths[url]?.[method.toLowerCase()];
const operations = () =>
  Object.entries(doc.paths).flatMap(([url, ops]) => Object.entries(ops).map(([method, op]) => ({ url, method, op })));

describe('GET /api/docs', () => {
  it('answers an OpenAPI 3 document as JSON to a caller without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe(`${t.config.company.name} API`);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    // What an integrator must know before the first call: cookie sessions and decision 034's error shape.
    expect(doc.info.description).toContain('`sid`');
    expect(doc.info.description).toContain('"fieldErrors"');
    expect(doc.components.securitySchemes.cookieAuth).toEqual({ type: 'apiKey', in: 'cookie', name: 'sid' });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('Authorization: Bearer');
  });

  it('serves the same document at /api/docs/openapi.json', async () => {
    const [a, b] = await Promise.all(
      ['/api/docs', '/api/docs/openapi.json'].map((url) => t.app.inject({ method: 'GET', url })),
    );
    expect(b!.statusCode).toBe(200);
    expect(b!.body).toBe(a!.body);
  });

  it("describes POST /api/referrals' body with the referral schema's fields, required ones marked", () => {
    const shape = createReferralSchema({ timeZone: t.config.company.timeZone }).shape;
    const required = Object.entries(shape)
      .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
      .map(([name]) => name);
    expect(required.length).toBeGreaterThan(5);

    const op = operation('/api/referrals', 'post');
    const schema = op?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(Object.keys(shape).sort());
    expect([...(schema?.required ?? [])].sort()).toEqual(required.sort());
    // Permissions (decision 021): anyone may refer a ride, so the operation says it needs no session.
    expect(op?.security).toEqual([]);
  });

  it('lists the query parameters of GET /api/jobs and marks it as needing a session', () => {
    const op = operation('/api/jobs', 'get');
    const expected = [...Object.keys(jobListQuery.shape), ...Object.keys(pageQuery)];
    expect(expected).toEqual(expect.arrayContaining(['status', 'limit', 'cursor']));
    const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
    expect(query.map((p) => p.name).sort()).toEqual(expected.sort());
    expect(query.every((p) => !p.required)).toBe(true);
    // An integration may read the jobs with a trips:read API token instead of a session.
    expect(op?.security).toEqual([{ cookieAuth: [] }, { bearerAuth: ['trips:read'] }]);
  });

  it('gives /api/jobs/{id} its required path parameter', () => {
    for (const method of ['put', 'delete']) {
      const params = operation('/api/jobs/{id}', method)?.parameters ?? [];
      expect(
        params.filter((p) => p.in === 'path'),
        method,
      ).toEqual([expect.objectContaining({ name: 'id', required: true })]);
    }
  });

  it('lists every /api route the app registers, tagged by its module, and nothing it does not', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(30);
    const missing = api.filter((r) => !operation(openApiPath(r.url), r.method)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);

    const registered = new Set(routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const listed = operations().map(({ url, method }) => `${method} ${url}`);
    expect(listed.filter((name) => !registered.has(name))).toEqual([]);
    // Hidden: the document itself and the built web app's files.
    expect(routes.some((r) => r.url.startsWith('/assets/'))).toBe(true);
    expect(listed.filter((name) => /\/api\/docs|\/assets\/|index\.html/.test(name))).toEqual([]);

    const tags = new Set(doc.tags.map((tag) => tag.name));
    expect(
      operations()
        .filter(({ op }) => op.tags?.length !== 1 || !tags.has(op.tags[0]!))
        .map(({ url, method }) => `${method} ${url}`),
    ).toEqual([]);
    expect(operation('/api/jobs', 'post')?.tags).toEqual(['jobs']);
    expect(operation('/api/referrals/{id}', 'get')?.tags).toEqual(['referrals']);
    expect(operation('/api/drivers', 'post')?.tags).toEqual(['drivers']);
    expect(operation('/api/login', 'post')?.tags).toEqual(['accounts']);
  });

  it('marks exactly the operations that refuse a caller without a session, lists what it answers, and none answers 5xx', async () => {
    const wrong: string[] = [];
    const undeclared: string[] = [];
    for (const { url, method, op } of operations()) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: url.replace(/\{\w+\}/g, crypto.randomUUID()),
      });
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      const marked = op.security?.some((s) => 'cookieAuth' in s) ?? false;
      if (marked !== (res.statusCode === 401))
        wrong.push(`${method} ${url}: ${marked ? 'marked' : 'not marked'}, anonymous got ${res.statusCode}`);
      if (res.statusCode >= 400 && !op.responses[String(res.statusCode)])
        undeclared.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(undeclared).toEqual([]);
  });

  it('names every documented route from the operations table, and the table names only routes that exist', () => {
    const documented = routes.filter((r) => !r.hidden);
    expect(documented.filter((r) => !OPERATIONS[operationKey(r)]).map(operationKey)).toEqual([]);
    const keys = new Set(documented.map(operationKey));
    expect(Object.keys(OPERATIONS).filter((key) => !keys.has(key))).toEqual([]);

    const entries = Object.values(OPERATIONS);
    const ids = entries.map((entry) => entry.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z]+(?:[A-Z0-9][a-z0-9]*)*$/.test(id))).toEqual([]);
    // One line, a capital first and no full stop, short enough for a method's comment.
    expect(entries.map((e) => e.summary).filter((summary) => !/^[A-Z][^\n]{2,78}[^.\n]$/.test(summary))).toEqual([]);

    // The document carries each one on its operation.
    const carried = documented.filter((r) => {
      const op = operation(openApiPath(r.url), r.method);
      const entry = OPERATIONS[operationKey(r)];
      return op?.operationId !== entry?.operationId || op?.summary !== entry?.summary;
    });
    expect(carried.map(operationKey)).toEqual([]);
    expect(operation('/api/jobs/{id}', 'get')).toMatchObject({ operationId: 'getJob', summary: 'Read a job' });
  });

  it('names the shared shapes as components and refers to them where they are answered', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const answer = (url: string, method: string) =>
      Object.entries(operation(url, method)?.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1].content?.[
        'application/json'
      ]?.schema;
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Job', 'Referral', 'Rider', 'Invoice', 'Driver', 'Vehicle', 'Payer', 'ApiError']),
    );
    // In name order, whatever order their modules were loaded in: the web app's types are written from this.
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual([...names].sort());
    expect(answer('/api/jobs/{id}', 'get')).toEqual(ref('Job'));
    expect(answer('/api/jobs', 'get')?.properties?.items?.items).toEqual(ref('JobListItem'));
    expect(answer('/api/referrals', 'post')).toEqual(ref('Referral'));
    expect(answer('/api/referrals/{id}', 'get')).toEqual(ref('Referral'));
    expect(answer('/api/riders/{id}', 'get')).toEqual(ref('Rider'));
    expect(answer('/api/invoices/{id}', 'get')).toEqual(ref('Invoice'));
    expect(answer('/api/drivers/me', 'get')).toEqual(ref('Driver'));
    expect(answer('/api/drivers', 'get')?.properties?.items?.items).toEqual(ref('Driver'));
    expect(answer('/api/vehicles/{id}', 'get')).toEqual(ref('Vehicle'));
    expect(answer('/api/payers/{id}', 'get')).toEqual(ref('Payer'));
    // A component refers to another rather than repeating it.
    expect(JSON.stringify(doc.components.schemas.Job?.properties?.pickupPlace)).toContain(
      '"#/components/schemas/Place"',
    );
    // The same shape as the body the error handler sends (docs/decisions/034).
    expect(Object.keys(doc.components.schemas.ApiError?.properties ?? {}).sort()).toEqual(
      ['fieldErrors', 'message', 'noShowAllowedAt', 'reasons'].sort(),
    );
  });

  it('asks for the session cookie by default and for nothing on a public operation', () => {
    expect(doc.security).toEqual([{ cookieAuth: [] }]);
    const wrong = routes
      .filter((r) => !r.hidden)
      .filter((r) => {
        const security = operation(openApiPath(r.url), r.method)?.security;
        const expected = r.public
          ? []
          : [{ cookieAuth: [] }, ...(r.tokenScopes ? [{ bearerAuth: [...r.tokenScopes] }] : [])];
        return JSON.stringify(security) !== JSON.stringify(expected);
      });
    expect(wrong.map(operationKey)).toEqual([]);
  });

  it('lists the 4xx answers each operation can give, each with the error body', () => {
    const errorBody = { $ref: '#/components/schemas/ApiError' };
    const wrong: string[] = [];
    for (const r of routes.filter((route) => !route.hidden)) {
      const op = operation(openApiPath(r.url), r.method)!;
      const name = operationKey(r);
      const listed = Object.keys(op.responses);
      const parameters = op.parameters ?? [];
      const needs: [boolean, string][] = [
        [Boolean(op.requestBody) || parameters.some((p) => p.in === 'path' || p.in === 'query'), '400'],
        [!r.public, '401'],
        [!r.public || (r.url.startsWith('/api/') && r.method !== 'GET'), '403'],
        [parameters.some((p) => p.in === 'path' && !p.schema?.enum), '404'],
        [r.limited, '429'],
      ];
      for (const [needed, code] of needs) if (needed && !listed.includes(code)) wrong.push(`${name}: no ${code}`);
      for (const code of listed.filter((c) => c.startsWith('4') || c === 'default')) {
        const schema = op.responses[code]?.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify(errorBody)) wrong.push(`${name}: ${code} is not ApiError`);
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(operation('/api/jobs/{id}', 'put')?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '422']),
    );
    expect(Object.keys(operation('/api/referrals', 'post')?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '403', '422', '429']),
    );
    expect(operation('/api/referrals', 'post')?.responses).not.toHaveProperty('401');
  });
});

describe('GET /api/docs in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-'.padEnd(48, 'z'),
      COMPANY_NAME: 'Liberty Ride Care',
    });
  });
  afterAll(() => prod.close());

  it('names the __Host- session cookie and the configured company', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const body: OpenApiDocument = res.json();
    expect(body.info.title).toBe('Liberty Ride Care API');
    expect(body.components.securitySchemes.cookieAuth?.name).toBe('__Host-sid');
  });
});
