import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDriver, makeJob, makeReferral } from '../demo/factories';
import { driverApplication, jobBody, referralBody, SAMPLE_FILES } from '../test/bodies';
import { signedIn, type SignedIn } from '../test/sign-in';
import { createTestApp, registration } from '../test/test-app';
import { uploadDocument } from '../test/uploads';
import {
  bodySpec,
  CALLERS,
  idempotencyKey,
  paramSpec,
  querySpec,
  remoteAddress,
  siteHeaders,
  type BodySpec,
  type Caller,
  type ParamSpec,
  type QuerySpec,
} from './arbitraries';
import { INTERNALS, looksInternal, plant, problemsWith } from './checks';

/**
 * Random bodies, params, query strings and headers to every registered route, as each kind of caller, against one
 * real app (docs/security.md, "Robustness under random input"). Every response must be below 500, show no
 * internals, and (when an error) follow decision 034. FUZZ_RUNS is the total across routes (300 inside
 * `npm test`, 10,000 in `npm run test:fuzz`);
 * FUZZ_SEED replays a run (fast-check prints the seed and path of a failure).
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS || 300);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const routes: { method: string; url: string }[] = [];
const t = await createTestApp(
  {},
  {
    limits: { registerPer15Minutes: 1e6, referralsPerHour: 1e6, uploadsPerHour: 1e6, applicationsPerHour: 1e6 },
    throttle: { perAccount: 1e6, perAddress: 1e6, windowMs: 60_000 },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    },
  },
);
await t.app.ready();
afterAll(() => t.close());
const db = t.database.db;

const roleOf = { anonymous: 'anonymous', partner: 'referral_partner', driver: 'driver', admin: 'admin' } as const;
const who = {} as Record<Caller, SignedIn>;
/** Callers whose session a response replaced or ended (logout, register, …): signed in again before their next call. */
const stale = new Set<Caller>(CALLERS);
/** Real ids of fixtures (referrals, jobs, drivers, objects, users) that :params and id-like query values pick from. */
const ids: string[] = [];
let objectUrl = '/objects/00000000-0000-0000-0000-000000000000';

async function session(caller: Caller): Promise<SignedIn> {
  if (stale.has(caller)) {
    who[caller] = await signedIn(t.app, db, roleOf[caller]);
    stale.delete(caller);
  }
  return who[caller];
}

/** Fresh sessions and fixtures for each route, so what earlier routes deleted or suspended does not hide this one. */
async function prepare() {
  for (const caller of CALLERS) stale.add(caller);
  const [partner, driver] = [await session('partner'), await session('driver')];
  const upload = await uploadDocument(t.app, { cookie: driver.cookie, bytes: SAMPLE_FILES.pdf });
  objectUrl = upload.url ?? objectUrl;
  ids.push(
    (await makeReferral(db, { submittedByUserId: partner.userId! })).id,
    (await makeJob(db, { assignedDriverId: driver.driverId! })).id,
    (await makeDriver(db, { status: 'pending' })).id,
    driver.driverId!,
    upload.objectId,
    partner.userId!,
  );
}

const tag = () => randomBytes(4).toString('hex');
const withoutAccount = () => {
  const { username: _u, password: _p, confirmPassword: _c, ...profile } = driverApplication();
  return profile;
};

/** A valid body for each route that takes one (the same as the authorization matrix sends). */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/login': () => ({ username: `nobody_${tag()}`, password: 'wrong-password' }),
  'POST /api/register': () => registration(),
  'POST /api/referrals': () => referralBody(),
  'PUT /api/referrals/:id': () => ({ status: 'assigned', notes: 'Checked by phone' }),
  'POST /api/objects/upload': () => ({ kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 100 }),
  'POST /api/drivers': () => ({ ...withoutAccount(), ...driverApplication() }),
  'PUT /api/drivers/me/documents': () => ({ licenseUrl: objectUrl }),
  'PUT /api/drivers/:id': () => ({ status: 'approved' }),
  'POST /api/jobs': () => jobBody(),
  'PUT /api/jobs/:id': () => jobBody({ status: 'accepted' }),
  'PUT /api/user/profile': () => ({ firstName: 'Pat', lastName: 'Rivera', email: `${tag()}@example.com` }),
  'PUT /api/user/password': () => ({
    currentPassword: 'not-their-password',
    newPassword: 'Wheelchair-Van-2027',
    confirmPassword: 'Wheelchair-Van-2027',
  }),
  'POST /api/admin/users': () => registration({ role: undefined }),
};

function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  // defineProperty, so "__proto__" becomes a key that JSON.stringify sends rather than a new prototype.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The payload and content type a body spec stands for on this route. */
function materializeBody(route: string, spec: BodySpec): { payload?: string | Buffer; contentType?: string } {
  const valid = (VALID_BODIES[route] ?? (() => ({})))();
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  switch (spec.kind) {
    case 'none':
      return {};
    case 'valid':
      if (route === 'PUT /api/objects/:id/content')
        return { payload: SAMPLE_FILES.pdf, contentType: 'application/pdf' };
      return json(valid);
    case 'mutated': {
      const body: Record<string, unknown> = { ...valid };
      for (const m of spec.mutations) {
        const keys = Object.keys(body);
        const key = typeof m.key === 'string' ? m.key : keys.length ? keys[m.key % keys.length]! : `field${m.key}`;
        if (m.op === 'delete') delete body[key];
        else setOwn(body, key, m.value);
      }
      return json(body);
    }
    case 'json':
      return json(spec.value);
    case 'raw': {
      const text = JSON.stringify(valid);
      if (typeof spec.text === 'string') return { payload: spec.text, contentType: spec.contentType };
      if ('truncate' in spec.text)
        return { payload: text.slice(0, spec.text.truncate % Math.max(text.length, 1)), contentType: spec.contentType };
      const n = spec.text.longNumber;
      const swapped = text.replace(/:("[^"]*"|true|false|null|-?\d[\d.eE+-]*)/, `:${n}`);
      return { payload: swapped === text ? `{"value":${n}}` : swapped, contentType: spec.contentType };
    }
    case 'other': {
      const payload =
        spec.bytes === 'sample'
          ? SAMPLE_FILES.png
          : spec.bytes === 'random'
            ? randomBytes(64)
            : 'name=value&role=admin';
      return { payload, contentType: spec.contentType };
    }
  }
}

function materializeParam(spec: ParamSpec): string {
  if ('real' in spec) return ids[spec.real % ids.length]!;
  if ('raw' in spec) return spec.raw;
  // A lone surrogate cannot be percent-encoded; a browser would send U+FFFD in its place.
  return encodeURIComponent(
    spec.text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

function materializeQuery(spec: QuerySpec): string {
  const params = new URLSearchParams();
  for (const [key, value] of spec.pairs)
    params.append(key, typeof value === 'string' ? value : ids[value.real % ids.length]!);
  const text = params.toString() + spec.tail;
  return text ? `?${text}` : '';
}

const requestSpec = fc.record({
  caller: fc.constantFrom(...CALLERS),
  params: fc.array(paramSpec, { minLength: 3, maxLength: 3 }),
  query: querySpec,
  body: bodySpec,
  idempotencyKey,
  site: siteHeaders,
  remoteAddress,
});
type RequestSpec = typeof requestSpec extends fc.Arbitrary<infer T> ? T : never;

/** Routes that answer with a stream which lasts until asked to end (docs/decisions/050-live-changes.md). */
const STREAMS = new Set(['GET /api/events']);

let sent = 0;
async function send(route: { method: string; url: string }, spec: RequestSpec) {
  const name = `${route.method} ${route.url}`;
  let p = 0;
  const query = materializeQuery(spec.query);
  // The live stream stays open for whoever may have it: asked to end at once, its answer can be checked like any other.
  const streamed = STREAMS.has(name) ? `?timeout=0${query ? `&${query.slice(1)}` : ''}` : query;
  const url = route.url.replace(/:(\w+)/g, () => materializeParam(spec.params[p++ % spec.params.length]!)) + streamed;
  const { payload, contentType } = materializeBody(name, spec.body);
  const { cookie } = await session(spec.caller);
  const headers: Record<string, string> = { ...spec.site };
  if (cookie) headers.cookie = cookie;
  if (contentType) headers['content-type'] = contentType;
  if (spec.idempotencyKey !== undefined) headers['idempotency-key'] = spec.idempotencyKey;
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    remoteAddress: spec.remoteAddress,
    ...(payload !== undefined && { payload }),
  };
  plant([
    url,
    decodeURIComponentSafe(url),
    headers,
    typeof payload === 'string' ? safeParse(payload) : undefined,
    typeof payload === 'string' ? payload : undefined,
  ]);

  const res = await t.app.inject(request);
  sent++;
  if (spec.caller !== 'anonymous' && res.cookies.some((c) => c.name === 'sid' || c.name === '__Host-sid'))
    stale.add(spec.caller);
  const problems = problemsWith(name, res);
  if (problems.length > 0) {
    const shown =
      typeof payload === 'string' ? payload.slice(0, 2000) : payload ? `<${payload.length} bytes>` : undefined;
    const reproduction = {
      caller: spec.caller,
      method: route.method,
      url: url.slice(0, 2000),
      headers: { ...headers, cookie: cookie && '<session>' },
      body: shown,
    };
    throw new Error(
      `${problems.join('\n')}\nrequest: ${JSON.stringify(reproduction)}\nresponse: ${res.statusCode} ${res.body.slice(0, 2000)}`,
    );
  }
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('API fuzzing', () => {
  it('has routes to fuzz and valid bodies only for routes that exist', () => {
    expect(routes.length).toBeGreaterThan(20);
    const names = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(VALID_BODIES).filter((r) => !names.has(r))).toEqual([]);
  });

  it("the product's own error messages do not look like internals", () => {
    // Every string literal in the server's and the shared schemas' source that reads as a message.
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(path.join(dir, e.name))
          : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)
            ? [path.join(dir, e.name)]
            : [],
      );
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const sources = [
      ...files(path.join(root, 'domain')),
      ...files(path.join(root, 'server', 'modules')),
      path.join(root, 'server', 'errors.ts'),
    ];
    const messages = sources.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /(?:message|error|Error|badRequest|forbidden|notFound|conflict|unauthorized)\s*[(:]\s*(?:\d+,\s*)?(['`"])((?:(?!\1).){6,})\1/g,
        ),
      ].map((m) => m[2]!),
    );
    expect(messages.length).toBeGreaterThan(30);
    expect(messages.filter(looksInternal)).toEqual([]);
    // …and the patterns do catch what a leak looks like.
    for (const leak of [
      'at handler (/app/src/server/app.ts:12:3)',
      'Failed query: select "id" from "users" where "id" = $1',
      'invalid input syntax for type uuid: "x"',
      'duplicate key value violates unique constraint',
      'relation "users" does not exist',
      'TypeError: Cannot read properties of undefined',
    ]) {
      expect(
        INTERNALS.some((re) => re.test(leak)),
        leak,
      ).toBe(true);
    }
  });

  describe('every route, every caller', () => {
    const perRoute = Math.max(1, Math.ceil(TOTAL_RUNS / Math.max(routes.length, 1)));
    for (const route of routes) {
      it(`${route.method} ${route.url}`, { timeout: 120_000 + perRoute * 500 }, async () => {
        await prepare();
        const before = sent;
        await fc.assert(
          fc.asyncProperty(requestSpec, (spec) => send(route, spec)),
          { numRuns: perRoute, ...(SEED !== undefined && { seed: SEED }), endOnFailure: false },
        );
        expect(sent - before).toBeGreaterThanOrEqual(perRoute);
      });
    }
  });
});
