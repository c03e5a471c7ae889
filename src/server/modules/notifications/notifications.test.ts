import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Message } from '../../../domain/message';
import { referralReference } from '../../../domain/referral';
import { messages } from '../../db/schema';
import { referralBody } from '../../test/bodies';
import { eventually, startSmsGateway, startSmtpServer } from '../../test/message-providers';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueMessages } from './outbox';
import { textTo } from '../../test/message';

/** Email and SMS through the outbox and the job queue (docs/decisions/065-notifications.md), on PGlite and PostgreSQL. */
const TOKEN = 'gateway-token-for-tests';
const FAST = { relayMs: 100, pollSeconds: 0.5, retryDelaySeconds: 1 };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
let failuresLeft = 0;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  gateway = await startSmsGateway(TOKEN, () => (failuresLeft-- > 0 ? 'fail' : 'accept'));
  t = await createTestApp(
    { MESSAGE_WORKER: 'on', SMTP_URL: smtp.url, SMS_URL: gateway.url, SMS_TOKEN: TOKEN },
    { messageDelivery: FAST },
  );
  await t.app.ready();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await gateway.close();
});

const history = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/messages?${query}`, headers: { cookie: admin.cookie! } })).json<
    Message[]
  >();
const statusOf = async (key: string) =>
  (
    await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `driver_assigned:${key}:sms:${textTo('', key).recipient || ''}`))
  )[0];

describe('a referral from the public form', () => {
  it('sends its referrer one confirmation email with the reference, and the referral shows it in its history', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ referrerEmail: 'case.manager@insurer.example' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const referral = res.json<{ id: string }>();
    const sent = await eventually(
      () => history(`referralId=${referral.id}`),
      (list) => list[0]?.status === 'sent',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'referral_received',
      channel: 'email',
      recipient: 'case.manager@insurer.example',
      provider: 'smtp',
      attempts: 1,
    });
    const mails = smtp.mails.filter((m) => m.to.includes('case.manager@insurer.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(referralReference(referral.id));
    expect(mails[0]!.raw).toContain(`Subject: Referral received: ${referralReference(referral.id)}`);
  });

  it('writes no message when the referral is refused', async () => {
    const before = await t.database.db.$count(messages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ referrerEmail: 'not-an-address' }),
    });
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.$count(messages)).toBe(before);
  });
});

describe('SMS through the gateway', () => {
  it('a gateway that fails twice and then accepts delivers the text exactly once', async () => {
    failuresLeft = 2;
    const requestsBefore = gateway.requests();
    await queueMessages(t.database.db, [textTo('(215) 555-0142', 'twice')]);
    const [row] = await eventually(
      () => t.database.db.select().from(messages).where(eq(messages.recipient, '(215) 555-0142')),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(row).toMatchObject({ attempts: 3, provider: 'sms_gateway', lastError: null });
    expect(gateway.requests() - requestsBefore).toBe(3);
    expect(gateway.sent.filter((s) => s.to === '+12155550142')).toHaveLength(1);
    expect(row!.providerId).toBe(`sms-${gateway.sent.findIndex((s) => s.to === '+12155550142') + 1}`);
  });

  it('sends nothing to a number that answered STOP, until it answers START', async () => {
    const reply = (body: string, token = TOKEN) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { authorization: `Bearer ${token}` },
        payload: { from: '+1 215 555 0199', body },
      });
    expect((await reply('STOP', 'wrong-token-123')).statusCode).toBe(401);
    expect((await reply('stop')).json()).toEqual({ optedOut: true, outcome: 'opted_out' });
    await queueMessages(t.database.db, [textTo('215-555-0199', 'stopped')]);
    const [row] = await eventually(
      () => t.database.db.select().from(messages).where(eq(messages.recipient, '215-555-0199')),
      (rows) => rows[0]?.status === 'suppressed',
    );
    expect(row!.lastError).toBe('The number answered STOP');
    expect(gateway.sent.filter((s) => s.to === '+12155550199')).toHaveLength(0);
    expect((await reply('START')).json()).toEqual({ optedOut: false, outcome: 'opted_in' });
  });

  it('queues one message per event, record and recipient however often the change is written', async () => {
    await queueMessages(t.database.db, [textTo('(215) 555-0177', 'once')]);
    await queueMessages(t.database.db, [textTo('(215) 555-0177', 'once')]);
    expect(await t.database.db.$count(messages, eq(messages.recipient, '(215) 555-0177'))).toBe(1);
    await eventually(
      () => t.database.db.select().from(messages).where(eq(messages.recipient, '(215) 555-0177')),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(gateway.sent.filter((s) => s.to === '+12155550177')).toHaveLength(1);
  });

  it("delivers a booked manifest's texts side by side, and a text the gateway refuses is tried again alone", async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    gateway.hooks.onAccepted = async () => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 40));
      inFlight -= 1;
    };
    try {
      const phones = Array.from({ length: 12 }, (_, i) => `(610) 555-${String(2000 + i)}`);
      await queueMessages(
        t.database.db,
        phones.map((phone, i) => textTo(phone, `manifest-${i}`)),
      );
      failuresLeft = 1;
      const rows = await eventually(
        () => t.database.db.select().from(messages).where(eq(messages.event, 'driver_assigned')),
        (list) => phones.every((phone) => list.find((m) => m.recipient === phone)?.status === 'sent'),
      );
      const sent = rows.filter((m) => phones.includes(m.recipient));
      // Exactly one text met the refusal: it alone took a second attempt; the rest of its batch went once.
      expect(sent.map((m) => m.attempts).sort()).toEqual([...Array<number>(11).fill(1), 2]);
      expect(mostAtOnce).toBeGreaterThan(1);
      for (const phone of phones)
        expect(gateway.sent.filter((s) => s.to === `+1${phone.replace(/\D/g, '')}`)).toHaveLength(1);
    } finally {
      gateway.hooks.onAccepted = undefined;
      failuresLeft = 0;
    }
  });
});

void statusOf;
