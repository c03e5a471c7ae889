import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { messages } from '../../db/schema';
import { eventually, startSmsGateway } from '../../test/message-providers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UNRECORDED } from './deliver';
import { queueMessages, type MessageDraft } from './outbox';

/**
 * Delivery across instances and crashes (docs/decisions/065-notifications.md). PostgreSQL only: two servers or a
 * second process can share only a PostgreSQL database (an embedded one belongs to one process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const TOKEN = 'gateway-token-for-tests';
const FAST = { relayMs: 100, pollSeconds: 0.5, retryDelaySeconds: 1, claimSeconds: 2, maintenanceSeconds: 1 };
/** The day-before reminder to a rider: the text that must never reach them twice. */
const text = (phone: string, key: string): MessageDraft<'trip_reminder'> => ({
  event: 'trip_reminder',
  channel: 'sms',
  recipient: phone,
  facts: {
    firstName: 'Ruth',
    day: 'Tue, Dec 1',
    pickupWindow: '9:15–9:45 AM',
    pickup: 'Pickup 9:15–9:45 AM at 1200 Spruce St, Philadelphia, PA 19107',
    tripLink: 'https://ops.example.com/t/a-link-for-the-test',
  },
  about: {},
  key,
  anyHour: true,
});

/** A server on the test's database, delivering through the gateway: a second instance. */
async function instanceOn(t: TestApp, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.databaseUrl!,
    MESSAGE_WORKER: 'on',
    ...env,
  });
  const app = await buildApp(config, {
    database: await openDatabase({ url: t.databaseUrl! }),
    logger: false,
    messageDelivery: FAST,
  });
  await app.ready();
  return app;
}

describe.runIf(serverUrl)('on PostgreSQL with several deliverers', () => {
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  beforeAll(async () => {
    gateway = await startSmsGateway(TOKEN);
  });
  afterAll(() => gateway.close());

  it('two instances deliver each of forty messages exactly once', async () => {
    const env = { SMS_URL: gateway.url, SMS_TOKEN: TOKEN };
    const t = await createTestApp({ MESSAGE_WORKER: 'on', ...env }, { messageDelivery: FAST });
    const second = await instanceOn(t, env);
    try {
      await t.app.ready();
      const phones = Array.from({ length: 40 }, (_, i) => `(267) 555-${String(1000 + i)}`);
      await queueMessages(
        t.database.db,
        phones.map((p, i) => text(p, `pair-${i}`)),
      );
      await eventually(
        () => t.database.db.$count(messages, eq(messages.status, 'sent')),
        (n) => n === 40,
        30_000,
      );
      const numbers = gateway.sent.filter((s) => s.to.startsWith('+1267555')).map((s) => s.to);
      expect(numbers).toHaveLength(40);
      expect(new Set(numbers).size).toBe(40);
      expect(gateway.requests()).toBe(40);
    } finally {
      await second.close();
      await t.close();
    }
  });

  it.each([
    ['recognises a repeated Idempotency-Key', 'on', 'sent', '0123'],
    ['cannot say whether it sent one before', 'off', 'unknown', '0124'],
  ] as const)(
    'a worker killed after the gateway accepted, before it recorded: a gateway that %s sends no second text',
    async (_, idempotency, status, line) => {
      const phone = `(484) 555-${line}`;
      const t = await createTestApp({ MESSAGE_WORKER: 'off' });
      let worker: ChildProcess | undefined;
      try {
        await queueMessages(t.database.db, [text(phone, `crash-${idempotency}`)]);
        const killed = new Promise<void>((resolve) => {
          gateway.hooks.onAccepted = async () => {
            gateway.hooks.onAccepted = undefined;
            const exited = new Promise((r) => worker!.once('exit', r));
            worker!.kill('SIGKILL');
            await exited;
            resolve();
          };
        });
        worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/message-worker.ts'], {
          env: { ...process.env, DATABASE_URL: t.databaseUrl, SMS_URL: gateway.url, SMS_TOKEN: TOKEN },
          stdio: 'ignore',
        });
        await killed;
        const [claimed] = await t.database.db.select().from(messages).where(eq(messages.recipient, phone));
        expect(claimed!.status).toBe('sending');

        // Another instance takes over once the dead worker's claim runs out.
        const next = await instanceOn(t, { SMS_URL: gateway.url, SMS_TOKEN: TOKEN, SMS_IDEMPOTENCY: idempotency });
        try {
          const [row] = await eventually(
            () => t.database.db.select().from(messages).where(eq(messages.recipient, phone)),
            (rows) => rows[0]?.status === status,
            30_000,
          );
          expect(gateway.sent.filter((s) => s.to === `+1484555${line}`)).toHaveLength(1);
          if (status === 'unknown') expect(row!.lastError).toBe(UNRECORDED);
          else expect(row!.providerId).toMatch(/^sms-\d+$/);
        } finally {
          await next.close();
        }
      } finally {
        worker?.kill('SIGKILL');
        await t.close();
      }
    },
  );
});
