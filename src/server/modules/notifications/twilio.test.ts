import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Message } from '../../../domain/message';
import { messages, smsOptOuts } from '../../db/schema';
import { eventually, startTwilioStandIn } from '../../test/message-providers';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PermanentFailure } from './channels';
import { queueMessages } from './outbox';
import { textTo } from '../../test/message';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH, twilioChannel, twilioSignature } from './twilio';

/**
 * Texts through a Twilio-compatible provider (docs/decisions/112-twilio-texts.md), against a local stand-in that checks
 * the account's credentials and the form as the provider documents them: sent with the SID kept, refused numbers
 * failed for good, replies and delivery reports believed only when signed. On PGlite and PostgreSQL.
 */
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'f3b2c1d0e9a8f7e6d5c4b3a2f1e0d9c8';
const WEBHOOKS = 'https://ops.example.com';
let provider: Awaited<ReturnType<typeof startTwilioStandIn>>;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  provider = await startTwilioStandIn(SID, TOKEN, new Map([['+12155550177', 21610]]));
  t = await createTestApp(
    {
      MESSAGE_WORKER: 'on',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+12155550100',
      TWILIO_WEBHOOK_URL: `${WEBHOOKS}/`,
      TWILIO_API_URL: provider.url,
    },
    { messageDelivery: { relayMs: 100, pollSeconds: 0.5, retryDelaySeconds: 1 } },
  );
  await t.app.ready();
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const messageTo = (phone: string) =>
  eventually(
    async () => (await t.database.db.select().from(messages).where(eq(messages.recipient, phone)))[0],
    (m) => m !== undefined && m.status !== 'queued' && m.status !== 'sending',
  ).then((m) => m!);
/** A webhook as the provider posts it: a form, signed over the address it calls and every field. */
const webhook = (
  path: string,
  fields: Record<string, string>,
  signature = twilioSignature(TOKEN, WEBHOOKS + path, fields),
) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the signature of a webhook', () => {
  it("is the provider's own: the value its library computes for the same address and form", () => {
    // Computed with the provider's Node library (twilio 5, webhooks.getExpectedTwilioSignature), never committed.
    const fields = {
      From: '+12155550190',
      Body: 'STOP',
      MessageSid: `SM${'a'.repeat(32)}`,
      AccountSid: `AC${'b'.repeat(32)}`,
      To: '+12155550100',
      NumMedia: '0',
    };
    expect(
      twilioSignature('12345678901234567890123456789012', 'https://ops.example.com/api/sms/twilio/inbound', fields),
    ).toBe('rhC+iJVaddW/d2KA0xhKTI9gbvQ=');
  });
});

describe('texts through a Twilio-compatible provider', () => {
  it('sends the form with the account’s credentials and the status webhook, and keeps the text’s SID', async () => {
    await queueMessages(t.database.db, [textTo('(215) 555-0142', 'sent')]);
    const sent = await messageTo('(215) 555-0142');
    expect(sent).toMatchObject({ status: 'sent', provider: 'twilio', providerId: expect.stringMatching(/^SM\d{32}$/) });
    expect(provider.sent.find((s) => s.to === '+12155550142')).toMatchObject({
      from: '+12155550100',
      messagingServiceSid: null,
      body: expect.stringContaining('9:30 AM'),
      statusCallback: `${WEBHOOKS}${TWILIO_STATUS_PATH}`,
    });
  });

  it('fails a text for good when the provider refuses the number (21610: it replied STOP)', async () => {
    await queueMessages(t.database.db, [textTo('(215) 555-0177', 'refused')]);
    const refused = await messageTo('(215) 555-0177');
    expect(refused).toMatchObject({ status: 'failed', lastError: 'The SMS provider refused it (400, error 21610)' });
  });

  it('refuses credentials the provider does not know, for good', async () => {
    const wrong = twilioChannel({
      accountSid: SID,
      authToken: 'not-the-token-of-this-account',
      from: '+12155550100',
      webhookUrl: WEBHOOKS,
      apiUrl: provider.url,
    });
    await expect(wrong.send({ id: 'x', recipient: '(215) 555-0150', subject: null, body: 'Hi' })).rejects.toThrow(
      PermanentFailure,
    );
  });

  it('records a signed delivery report, never moved back by an earlier one arriving late', async () => {
    const sent = await messageTo('(215) 555-0142');
    const report = (status: string, extra: Record<string, string> = {}) =>
      webhook(TWILIO_STATUS_PATH, { MessageSid: sent.providerId!, MessageStatus: status, AccountSid: SID, ...extra });
    expect((await report('delivered')).statusCode).toBe(204);
    expect((await report('sent')).statusCode).toBe(204);
    const listed = await t.app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: admin.cookie! } });
    expect(listed.json<Message[]>().find((m) => m.id === sent.id)).toMatchObject({
      deliveryStatus: 'delivered',
      deliveryError: null,
    });
  });

  it('lists the texts reported undelivered, with the provider’s code, for someone to call instead', async () => {
    await queueMessages(t.database.db, [textTo('(215) 555-0133', 'undelivered')]);
    const lost = await messageTo('(215) 555-0133');
    const reported = await webhook(TWILIO_STATUS_PATH, {
      MessageSid: lost.providerId!,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    expect(reported.statusCode).toBe(204);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/messages?delivery=not_delivered',
      headers: { cookie: admin.cookie! },
    });
    expect(listed.json<Message[]>().map((m) => [m.recipient, m.deliveryStatus, m.deliveryError])).toEqual([
      ['(215) 555-0133', 'undelivered', '30003'],
    ]);
  });

  it('refuses a reply or a report whose signature is not the provider’s, and changes nothing', async () => {
    const sent = await messageTo('(215) 555-0142');
    const forged = await webhook(
      TWILIO_STATUS_PATH,
      { MessageSid: sent.providerId!, MessageStatus: 'undelivered', ErrorCode: '30003' },
      twilioSignature('another-accounts-token-0000000000', WEBHOOKS + TWILIO_STATUS_PATH, {
        MessageSid: sent.providerId!,
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
      }),
    );
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: TWILIO_INBOUND_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: '+12155550142', Body: 'STOP' }).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12155550142'))).toEqual([]);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row!.deliveryStatus).toBe('delivered');
  });

  it('takes a signed STOP, answers with empty TwiML, and START brings texts back', async () => {
    const stop = await webhook(TWILIO_INBOUND_PATH, {
      From: '+12155550166',
      Body: 'Stop',
      MessageSid: `SM${'c'.repeat(32)}`,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12155550166'))).toHaveLength(1);
    const start = await webhook(TWILIO_INBOUND_PATH, { From: '+12155550166', Body: 'START' });
    expect(start.statusCode).toBe(200);
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+12155550166'))).toEqual([]);
  });
});
