import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiRequest, apiUrl, errorMessage } from './api-client';
import { createQueryClient, getQueryFn } from './query-client';

// A real HTTP server stands in for the network so the client's handling of real responses is tested.
let server: Server;
let base: string;
let lastRequest: { method?: string; contentType?: string; idempotencyKey?: string; body: string } | undefined;

const routes: Record<string, (req: IncomingMessage) => { status: number; body?: string; type?: string }> = {
  '/teapot': () => ({ status: 418, body: 'short and stout', type: 'text/plain' }),
  '/empty-error': () => ({ status: 503 }),
  '/field-error': () => ({
    status: 409,
    body: JSON.stringify({
      message: 'Username is already taken',
      fieldErrors: { username: 'Username is already taken' },
    }),
  }),
  '/no-content': () => ({ status: 204 }),
  '/echo': () => ({ status: 200, body: JSON.stringify({ ok: true }) }),
  '/api/user': () => ({ status: 401, body: JSON.stringify({ message: 'Please sign in to continue' }) }),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      lastRequest = {
        method: req.method,
        contentType: req.headers['content-type'],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body,
      };
      const path = new URL(req.url!, 'http://x').pathname.replace(/^\/base/, '');
      const answer = routes[path]?.(req) ?? { status: 404 };
      res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it("turns a failed response into 'status: response text' (docs/product/errors.md)", async () => {
    await expect(apiRequest('GET', `${base}/teapot`)).rejects.toThrow('418: short and stout');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });

  it("keeps the server's message and field errors for the form (decision 034)", async () => {
    const error = await apiRequest('POST', `${base}/field-error`, { username: 'dana' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ username: 'Username is already taken' });
    expect(errorMessage(error, 'Failed to create account')).toBe('Username is already taken');
    expect(errorMessage(new Error('network down'), 'Failed to create account')).toBe('Failed to create account');
  });

  it('sends a JSON content type only with a body (docs/product/api-calls.md)', async () => {
    await apiRequest('POST', `${base}/echo`, { a: 1 });
    expect(lastRequest).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    await apiRequest('POST', `${base}/echo`);
    expect(lastRequest).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
    expect(await apiRequest('DELETE', `${base}/no-content`)).toBeUndefined();
  });

  it('sends extra headers such as an Idempotency-Key alongside the JSON body', async () => {
    await apiRequest('POST', `${base}/echo`, { a: 1 }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(lastRequest).toMatchObject({ contentType: 'application/json', idempotencyKey: 'key-1' });
  });
});

describe('apiUrl', () => {
  it("fills the document's path template, each parameter encoded", () => {
    expect(apiUrl('/api/jobs/{id}/proof/{step}', { path: { id: 'a/b c?', step: 'pickup' } })).toBe(
      '/api/jobs/a%2Fb%20c%3F/proof/pickup',
    );
  });

  it('adds the query without the fields left out, and no question mark when none is left', () => {
    expect(apiUrl('/api/jobs', { query: { limit: 50, status: undefined, cursor: null, q: "O'Hara & Sons" } })).toBe(
      '/api/jobs?limit=50&q=O%27Hara+%26+Sons',
    );
    expect(apiUrl('/api/jobs', { query: { status: undefined } })).toBe('/api/jobs');
    expect(apiUrl('/api/things', { query: { done: false, limit: 0 } })).toBe('/api/things?done=false&limit=0');
  });
});

describe('the typed calls', () => {
  // What a call sends is read where it leaves: at fetch, which answers at once.
  afterEach(() => vi.unstubAllGlobals());

  it('send the filled path, the query, the JSON body and the extra headers', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ id: 'job-1' }), { status: 201 });
    });
    const body = { patientName: 'Ruth Feldman' };
    await api.post('/api/jobs', { body, headers: { 'Idempotency-Key': 'key-1' } });
    await api.get('/api/jobs/{id}', { path: { id: 'job 1' } });
    await api.get('/api/jobs', { query: { limit: 5, cursor: undefined } });
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([
      ['POST', '/api/jobs'],
      ['GET', '/api/jobs/job%201'],
      ['GET', '/api/jobs?limit=5'],
    ]);
    expect(sent[0]!.init).toMatchObject({
      credentials: 'include',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' },
    });
    expect(sent[1]!.init).toMatchObject({ body: undefined, headers: {} });
  });
});

describe('query client', () => {
  it('reads the URL joined from the key and yields null for a 401 only when asked to', async () => {
    const context = { queryKey: [`${base}/base`, 'api', 'user'] } as never;
    expect(await getQueryFn({ on401: 'returnNull' })(context)).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow(/^401: /);
  });

  it('keeps docs/product/constants.md defaults: no retry, no refetch on focus, no polling, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
  });
});
