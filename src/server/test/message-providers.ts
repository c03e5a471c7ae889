import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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

export interface TwilioText {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

/**
 * A local stand-in for a Twilio-compatible Messages API, checking a request as the provider does: the account's SID
 * in the path and Basic auth of SID and auth token (401 otherwise), To and Body present with From or
 * MessagingServiceSid (400 with the provider's error code 21604 / 21602 / 21603 otherwise), and `refuse` answering
 * a number with the provider's error (such as 21610, a number that replied STOP). Accepted texts get an SM id.
 */
export async function startTwilioStandIn(
  accountSid: string,
  authToken: string,
  refuse: Map<string, number> = new Map(),
) {
  const sent: TwilioText[] = [];
  let count = 0;
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message, status }));
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return error(res, 404, 20404, 'The requested resource was not found');
    if (req.headers.authorization !== expectedAuth) return error(res, 401, 20003, 'Authenticate');
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return error(res, 400, 21619, 'A text message body or media urls must be specified');
    const to = form.get('To');
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (!form.get('Body')) return error(res, 400, 21602, 'Message body is required.');
    if (!form.get('From') && !form.get('MessagingServiceSid'))
      return error(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
    const refusal = refuse.get(to);
    if (refusal) return error(res, 400, refusal, 'Attempt to send to unsubscribed recipient');
    count += 1;
    const sid = `SM${String(count).padStart(32, '0')}`;
    sent.push({
      to,
      from: form.get('From'),
      messagingServiceSid: form.get('MessagingServiceSid'),
      body: form.get('Body')!,
      statusCallback: form.get('StatusCallback'),
    });
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid, status: 'queued', to }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
