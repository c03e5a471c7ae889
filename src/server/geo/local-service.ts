/**
 * A real HTTP server on a loopback port for the geo clients' tests: it records each request and answers with
 * what the test says, after an optional delay, so the clients are tested over real sockets and real JSON.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface Answer {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  delayMs?: number;
}

export interface LocalService {
  url: string;
  requests: SeenRequest[];
  /** What the next requests are answered with (a function sees the request). */
  answer(answer: Answer | ((request: SeenRequest) => Answer)): void;
  close(): Promise<void>;
}

export async function startLocalService(): Promise<LocalService> {
  let next: Answer | ((request: SeenRequest) => Answer) = { status: 404, body: 'no answer set' };
  const requests: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const seen = { path: decodeURIComponent(url.pathname), query: url.searchParams, headers: req.headers };
    requests.push(seen);
    const { status = 200, body = null, delayMs = 0 } = typeof next === 'function' ? next(seen) : next;
    const send = () => {
      if (res.destroyed) return;
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
      res.end(text);
    };
    if (delayMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, delayMs);
      timers.add(timer);
    } else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(answer) {
      next = answer;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
