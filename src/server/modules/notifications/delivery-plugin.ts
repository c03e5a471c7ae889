import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { emailChannel, smsGatewayChannel } from './channels';
import { twilioChannel } from './twilio';
import { startMessageQueue, type MessageQueue, type MessageQueueOptions } from './queue';

export type DeliveryTuning = Partial<
  Pick<
    MessageQueueOptions,
    'claimSeconds' | 'maintenanceSeconds' | 'relayMs' | 'pollSeconds' | 'retryDelaySeconds' | 'calendarCron'
  >
>;

/** The providers the configuration names; none means messages are held in the outbox (docs/decisions/065-notifications.md). */
export function channelsFrom(config: Config) {
  return {
    email: config.smtpUrl
      ? emailChannel(config.smtpUrl, config.mailFrom ?? `${config.company.name} <${config.company.email}>`)
      : null,
    sms: config.twilio
      ? twilioChannel(config.twilio)
      : config.smsUrl && config.smsToken
        ? smsGatewayChannel(config.smsUrl, config.smsToken, config.smsRecognisesRepeats)
        : null,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's delivery of the outbox, when it runs one (MESSAGE_WORKER). */
    messageQueue: MessageQueue | null;
  }
}

/** Starts delivering once the server is ready and stops (finishing the delivery in hand) when it closes. */
export const messageDelivery = fp<{ handle: DatabaseHandle; config: Config; tuning?: DeliveryTuning }>(
  async (app, { handle, config, tuning }) => {
    app.decorate('messageQueue', null);
    if (!config.messageWorker) return;
    let starting: Promise<unknown> = Promise.resolve();
    // Delivery is background work: the server answers requests without waiting for it to start.
    app.addHook('onReady', async () => {
      starting = startMessageQueue(handle, {
        channels: channelsFrom(config),
        timeZone: config.company.timeZone,
        log: app.log,
        ...tuning,
      }).then(
        (queue) => (app.messageQueue = queue),
        (error: unknown) =>
          app.log.error({ err: error }, 'message delivery did not start; messages wait in the outbox'),
      );
    });
    app.addHook('onClose', async () => {
      await starting;
      await app.messageQueue?.stop();
    });
  },
  { name: 'message-delivery' },
);
