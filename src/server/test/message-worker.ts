// A delivery worker in a process of its own, for the test that kills one mid-delivery (notifications-crash.test.ts).
// DATABASE_URL, SMS_URL, SMS_TOKEN from the environment; prints "ready" once it delivers.
import { openDatabase } from '../db/client';
import { smsGatewayChannel } from '../modules/notifications/channels';
import { startMessageQueue } from '../modules/notifications/queue';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await startMessageQueue(database, {
  channels: { email: null, sms: smsGatewayChannel(process.env.SMS_URL!, process.env.SMS_TOKEN!, true) },
  timeZone: 'America/New_York',
  log: { error: (details: unknown, message?: string) => console.error(message, details) },
  relayMs: 100,
  pollSeconds: 0.5,
  claimSeconds: 2,
  retryDelaySeconds: 1,
});
console.log('ready');
