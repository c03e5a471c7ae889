import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../test/bodies';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { uploadsPerHour: 3 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the head of a PUT whose body never finishes and resolves with what the server answers within `waitMs`. */
function holdBody(
  path: string,
  headers: Record<string, string>,
  waitMs: number,
): Promise<{ status?: number; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : undefined, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => undefined);
    const head = Object.entries({
      host: `127.0.0.1:${port}`,
      'content-type': 'application/pdf',
      'content-length': '10000000',
      ...headers,
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`PUT ${path} HTTP/1.1\r\n${head}\r\n%PDF-1.4\n`);
  });
}

describe('the local upload target before its body', () => {
  it('refuses an unknown upload target at once, without waiting for the body, and closes the connection', async () => {
    const answer = await holdBody(`/api/objects/${randomUUID()}/content`, {}, 3000);
    expect(answer.status).toBe(404);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(2000);
  });

  it("refuses someone else's upload target before its body", async () => {
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 10 },
    });
    const answer = await holdBody(ticket.json().uploadURL, {}, 3000);
    expect(answer.status).toBe(404);
  });

  it('refuses a declared length above 10 MB from the owner before reading it (413)', async () => {
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 10 },
    });
    const answer = await holdBody(
      ticket.json().uploadURL,
      { cookie: sessionCookie(ticket), 'content-length': String(11 * 1024 * 1024) },
      3000,
    );
    expect(answer.status).toBe(413);
  });

  it('stores the owner’s file, streamed (and keeps the size cap when the length is not declared)', async () => {
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      payload: { kind: 'license', filename: 'a.pdf', contentType: 'application/pdf', size: 10 },
    });
    const cookie = sessionCookie(ticket);
    const put = await fetch(`http://127.0.0.1:${port}${ticket.json().uploadURL}`, {
      method: 'PUT',
      body: SAMPLE_FILES.pdf,
      headers: { cookie, 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: `/objects/${ticket.json().objectId}`, headers: { cookie } });
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);
  });

  it('sets request, header, idle-connection and keep-alive timeouts on the server', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeLessThanOrEqual(120_000);
    expect(server.headersTimeout).toBeLessThanOrEqual(server.requestTimeout);
    expect(server.timeout).toBeGreaterThan(0);
    expect(server.timeout).toBeLessThanOrEqual(60_000);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
  });

  it('limits how often one address may send to upload targets (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/objects/${randomUUID()}/content`,
        payload: SAMPLE_FILES.pdf,
        headers: { 'content-type': 'application/pdf' },
      });
      statuses.push(put.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
