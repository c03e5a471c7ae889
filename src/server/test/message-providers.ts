import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface GatewaySms {
  to: string;
  body: string;
  key: string;
}

/**
 * A local HTTP server that plays the SMS gateway: it answers each request by `answer` (accept by default), keeps
 * each accepted message once per Idempotency-Key, and answers a repeated key with the first message's id.
 */
export async function startSmsGateway(
  token: string,
  answer: (request: number) => 'accept' | 'fail' | 'hang-up' = () => 'accept',
) {
  const sent: GatewaySms[] = [];
  const ids = new Map<string, string>();
  let requests = 0;
  const hooks: { onAccepted?: (sms: GatewaySms) => Promise<void> | void } = {};
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as { to: string; body: string };
    if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end();
    requests += 1;
    const key = String(req.headers['idempotency-key'] ?? '');
    const repeat = ids.get(key);
    if (repeat)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: repeat }));
    const verdict = answer(requests);
    if (verdict === 'fail') return void res.writeHead(503).end();
    const id = `sms-${sent.length + 1}`;
    const sms = { to: body.to, body: body.body, key };
    sent.push(sms);
    ids.set(key, id);
    await hooks.onAccepted?.(sms);
    if (verdict === 'hang-up') return void res.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    sent,
    hooks,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Waits for a condition that the queue will make true, polling every 100 ms. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
