import { z } from 'zod';

/** Email and SMS delivery (docs/decisions/065-notifications.md); without a provider, messages wait in the outbox. */
export const messagingEnv = {
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465',
    })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  SMS_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL of the SMS gateway, such as https://sms.example.com/v1/messages',
    })
    .optional(),
  SMS_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  SMS_IDEMPOTENCY: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  MESSAGE_WORKER: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
};

export interface MessagingConfig {
  smtpUrl: string | undefined;
  /** The sender of every email; the company's address when not set. */
  mailFrom: string | undefined;
  smsUrl: string | undefined;
  smsToken: string | undefined;
  /** Whether the gateway answers a repeated Idempotency-Key with the first result instead of sending again. */
  smsRecognisesRepeats: boolean;
  /** Whether this instance delivers messages; off in tests unless asked for, on otherwise. */
  messageWorker: boolean;
}

type MessagingEnv = z.infer<z.ZodObject<typeof messagingEnv>>;

export function messagingConfig(e: MessagingEnv, isTest: boolean): MessagingConfig {
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    smsToken: e.SMS_TOKEN,
    smsRecognisesRepeats: e.SMS_IDEMPOTENCY !== 'off',
    messageWorker: e.MESSAGE_WORKER ? e.MESSAGE_WORKER === 'on' : !isTest,
  };
}
