import nodeConsole from 'node:console';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SentRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface UnreliableNetwork {
  /** What the browser put on the wire, in order. */
  readonly requests: SentRequest[];
  /** Resolves with the next request that matches (or one that already came). */
  waitForRequest(match: (request: SentRequest) => boolean): Promise<SentRequest>;
  /** Cuts every connection held open so far, as a lost signal would. */
  dropHeld(): void;
  close(): Promise<void>;
}

/**
 * The network between the browser and the API on a bad day, which is outside the product: every
 * request reaches this listener and is written down, then its connection is cut at once ('drop') or
 * held open without a word ('stall') until `dropHeld()`. It never answers: no status and no body
 * stand in for the product's API, whose answers (field errors, success) the e2e journeys check
 * against the real server. The page is moved to this origin, so the app's same-origin calls land here.
 */
export async function startUnreliableNetwork(behaviour: 'drop' | 'stall'): Promise<UnreliableNetwork> {
  const requests: SentRequest[] = [];
  const held = new Set<Socket>();
  const waiting = new Set<{ match: (request: SentRequest) => boolean; resolve: (request: SentRequest) => void }>();

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      for (const waiter of waiting) {
        if (!waiter.match(request)) continue;
        waiting.delete(waiter);
        waiter.resolve(request);
      }
      if (behaviour === 'drop') res.socket?.destroy();
      else if (res.socket) held.add(res.socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pageWindow().happyDOM.setURL(`${origin}${window.location.pathname}`);

  quietCutConnections();

  const dropHeld = () => {
    for (const socket of held) socket.destroy();
    held.clear();
  };
  return {
    requests,
    waitForRequest: (match) =>
      new Promise((resolve) => {
        const already = requests.find(match);
        if (already) resolve(already);
        else waiting.add({ match, resolve });
      }),
    dropHeld,
    close: async () => {
      dropHeld();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

let quiet = false;

/**
 * The test browser reports each connection it loses on its console (Node's own, which it was given
 * before Vitest took over the global one), as devtools would. The cuts this network makes are on
 * purpose and may be reported after a test ends, so the filter stays for the rest of the test file;
 * the tests check what the user is told instead.
 */
function quietCutConnections(): void {
  if (quiet) return;
  quiet = true;
  const logError = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = (...args: unknown[]) => {
    if ((args[0] as { code?: unknown } | undefined)?.code !== 'ECONNRESET') logError(...args);
  };
}

/** The test DOM's window, with happy-dom's handle for moving the page to another address. */
function pageWindow(): Window & { happyDOM: { setURL(url: string): void } } {
  return window as unknown as Window & { happyDOM: { setURL(url: string): void } };
}

/** The JSON body of a sent request. */
export function jsonBody(request: SentRequest): unknown {
  return JSON.parse(request.body);
}
