import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_COMPANY } from '../../../domain/company';
import { daysFromToday } from '../../../domain/dates';
import type { MessageEvent, MessageTemplate } from '../../../domain/message';
import type { Referral } from '../../../domain/referral';
import type { Rider } from '../../../domain/rider';
import { zonedLocalToIso } from '../../../domain/zoned-time';
import { riderInput } from '../../demo/samples';
import { messages, riders } from '../../db/schema';
import { jobBody, referralBody } from '../../test/bodies';
import { signedIn, type SignedIn } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueDayBeforeReminders } from './scheduled';

/**
 * A rider's language chooses every text they get (docs/decisions/114-rider-language.md): Spanish words for a Spanish
 * rider, the company's own Spanish words where it changed them, English for everyone else. On PGlite and PostgreSQL.
 */
const zone = DEFAULT_COMPANY.timeZone;
const GATEWAY = 'gateway-token-for-languages';
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ SMS_TOKEN: GATEWAY });
  admin = await signedIn(t.app, t.database.db, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie! } });

async function riderWith(overrides: Record<string, unknown>): Promise<Rider> {
  const res = await call('POST', '/api/riders', riderInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Rider>();
}

/** A leg booked for the rider `days` ahead at 09:30. */
async function bookFor(rider: Rider, days: number): Promise<string> {
  const day = daysFromToday(days, { company: { timeZone: zone } });
  const res = await call(
    'POST',
    '/api/jobs',
    jobBody({
      riderId: rider.id,
      patientName: rider.fullName,
      patientPhone: rider.phone,
      pickupTime: zonedLocalToIso(`${day}T09:30`, zone),
      dropoffTime: zonedLocalToIso(`${day}T10:15`, zone),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const textOf = async (jobId: string, event: MessageEvent) =>
  (
    await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.jobId, jobId), eq(messages.event, event)))
  ).map((m) => m.body);

describe("a Spanish-speaking rider's texts", () => {
  it('are written in Spanish, the day and window too; an English rider’s stay in English', async () => {
    const rosa = await riderWith({ fullName: 'Rosa Delgado', phone: '(215) 555-0401', language: 'es' });
    expect(rosa.language).toBe('es');
    const ruth = await riderWith({ fullName: 'Ruth Feldman', phone: '(215) 555-0402' });
    expect(ruth.language).toBe('en');

    const spanish = await bookFor(rosa, 4);
    const [booked] = await textOf(spanish, 'trip_scheduled');
    expect(booked).toMatch(
      /^Keystone[^:]*: Hola, Rosa\. Su viaje del [a-zñé]+ \d{1,2} de [a-z]+ está reservado\. Hora de recogida: \d{1,2}:\d{2}\s?[ap]\.\s?m\.–\d{1,2}:\d{2}\s?[ap]\.\s?m\., en 1200 Spruce St/,
    );
    expect(booked).toContain('Preguntas: llame al');
    expect(booked).toContain('Responda STOP para no recibir más mensajes.');

    const english = await bookFor(ruth, 4);
    expect((await textOf(english, 'trip_scheduled'))[0]).toMatch(/Hi Ruth, your ride on .* is booked\. Pickup /);
  });

  it('ask in Spanish for C or X the day before, and answer C and anything else in Spanish', async () => {
    const ana = await riderWith({ fullName: 'Ana Ruiz', phone: '(215) 555-0403', language: 'es' });
    const leg = await bookFor(ana, 1);
    await queueDayBeforeReminders(t.database.db, zone);
    const [reminder] = await textOf(leg, 'trip_reminder');
    expect(reminder).toContain('Le recordamos su viaje de mañana');
    expect(reminder).toContain('Responda C para confirmar o X para cancelar.');

    const reply = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { authorization: `Bearer ${GATEWAY}` },
        payload: { from: '+12155550403', body },
      });
    expect((await reply('C')).json()).toMatchObject({ outcome: 'confirmed' });
    expect((await textOf(leg, 'trip_confirmed'))[0]).toMatch(
      /Gracias, Ana\. Su viaje del [a-zé]+ \d{1,2} de [a-z]+ está confirmado\. Hora de recogida: /,
    );
    expect((await reply('hola')).json()).toMatchObject({ outcome: 'helped' });
    const [help] = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .where(and(eq(messages.recipient, '+12155550403'), eq(messages.event, 'reply_help')));
    expect(help!.body).toContain('Responda C para confirmar su próximo viaje o X para cancelarlo.');
  });

  it('go to the caregiver in the rider’s language', async () => {
    const rider = await riderWith({
      fullName: 'Luis Ortega',
      phone: '(215) 555-0404',
      language: 'es',
      alternateContactPhone: '(215) 555-0405',
      alternateContactGetsTexts: true,
    });
    const leg = await bookFor(rider, 4);
    const texts = await textOf(leg, 'trip_scheduled');
    expect(texts).toHaveLength(2);
    expect(texts.every((body) => body.includes('está reservado'))).toBe(true);
  });
});

describe("the company's Spanish words", () => {
  it('are listed beside the English for each rider message, and only for those', async () => {
    const list = (await call('GET', '/api/message-templates')).json<MessageTemplate[]>();
    const spanish = list.filter((tpl) => tpl.language === 'es').map((tpl) => tpl.event);
    expect(spanish).toEqual([
      'trip_scheduled',
      'trip_changed',
      'trip_cancelled',
      'trip_reminder',
      'driver_on_the_way',
      'trip_confirmed',
      'return_offer',
      'reply_help',
      'reply_no_trip',
      'reply_too_late',
    ]);
    expect(
      (await call('PUT', '/api/message-templates/application_received?language=es', { subject: 'x', body: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('replace the default for Spanish riders only, and reset back', async () => {
    const words = {
      subject: 'Su viaje',
      body: '{{companyName}}: ¡Hola, {{firstName}}! Viaje reservado para el {{day}}.',
    };
    const saved = await call('PUT', '/api/message-templates/trip_scheduled?language=es', words);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MessageTemplate>()).toMatchObject({ language: 'es', customized: true, body: words.body });
    const preview = await call('POST', '/api/message-templates/trip_scheduled/preview?language=es', words);
    expect(preview.json<{ body: string }>().body).toBe(
      `${DEFAULT_COMPANY.name}: ¡Hola, Rut! Viaje reservado para el martes 1 de diciembre.`,
    );

    const marta = await riderWith({ fullName: 'Marta Gil', phone: '(215) 555-0406', language: 'es' });
    const ruth = await riderWith({ fullName: 'Ruth Cole', phone: '(215) 555-0407' });
    expect((await textOf(await bookFor(marta, 5), 'trip_scheduled'))[0]).toMatch(
      /: ¡Hola, Marta! Viaje reservado para el /,
    );
    expect((await textOf(await bookFor(ruth, 5), 'trip_scheduled'))[0]).toContain('Hi Ruth, your ride on');

    const reset = await call('DELETE', '/api/message-templates/trip_scheduled?language=es');
    expect(reset.json<MessageTemplate>()).toMatchObject({ language: 'es', customized: false });
    const english = (await call('GET', '/api/message-templates')).json<MessageTemplate[]>();
    expect(english.find((tpl) => tpl.event === 'trip_scheduled' && tpl.language === 'en')!.customized).toBe(false);
  });
});

describe("a referral's language", () => {
  it('is kept on the referral and given to the new rider it makes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ patientName: 'Carmen Vega', riderLanguage: 'es' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const referral = res.json<Referral>();
    expect(referral.riderLanguage).toBe('es');
    const [rider] = await t.database.db
      .select({ language: riders.language })
      .from(riders)
      .where(eq(riders.id, referral.riderId!));
    expect(rider!.language).toBe('es');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: referralBody({ riderLanguage: 'fr' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { riderLanguage: 'Choose English or Spanish' } });
  });
});
