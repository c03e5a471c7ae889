import { z } from 'zod';
import { ConfigError } from './env';

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
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be the account SID: AC and 32 hexadecimal digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account auth token (32 characters)').optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
      'must be a phone number such as +12155550100 or a Messaging Service SID (MG…)',
    )
    .optional(),
  TWILIO_WEBHOOK_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be the http(s) address the provider reaches this server at, such as https://ops.example.com',
    })
    .optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MESSAGE_WORKER: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be the site's http(s) address as riders reach it, such as https://ops.example.com",
    })
    .optional(),
};

export interface MessagingConfig {
  smtpUrl: string | undefined;
  /** The sender of every email; the company's address when not set. */
  mailFrom: string | undefined;
  smsUrl: string | undefined;
  smsToken: string | undefined;
  /** Whether the gateway answers a repeated Idempotency-Key with the first result instead of sending again. */
  smsRecognisesRepeats: boolean;
  /** Texts through a Twilio-compatible Messages API instead of the generic gateway (docs/decisions/112-twilio-texts.md). */
  twilio: TwilioConfig | undefined;
  /** Whether this instance delivers messages; off in tests unless asked for, on otherwise. */
  messageWorker: boolean;
  /**
   * The site's address as riders reach it, the base of their trip links (docs/decisions/115-trip-page.md):
   * PUBLIC_URL, else the Twilio webhooks' address; without either, this machine's (required in production with
   * the SMS gateway, so only a text held in the outbox can carry it).
   */
  publicUrl: string | undefined;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a Messaging Service SID. */
  from: string;
  /** This server's public address, as the provider calls it: the base of the webhooks it signs. */
  webhookUrl: string;
  /** The provider's API; https://api.twilio.com unless a compatible one is named. */
  apiUrl: string;
}

type MessagingEnv = z.infer<z.ZodObject<typeof messagingEnv>>;

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_WEBHOOK_URL'] as const;

/**
 * Twilio needs all four of its settings, and is one SMS provider: not beside the generic gateway. In production, texts
 * need the site's address for their trip links.
 */
export function checkMessaging(e: MessagingEnv & { NODE_ENV?: string }): void {
  const given = TWILIO_VARIABLES.filter((name) => e[name] !== undefined);
  if (given.length > 0 && given.length < TWILIO_VARIABLES.length)
    throw new ConfigError(
      `Invalid configuration:\n  ${TWILIO_VARIABLES.filter((name) => e[name] === undefined).join(', ')}: needed with ${given.join(', ')}`,
    );
  if (given.length > 0 && e.SMS_URL)
    throw new ConfigError('Invalid configuration:\n  SMS_URL: choose one SMS provider, the gateway or TWILIO_*');
  if (e.NODE_ENV === 'production' && e.SMS_URL && !e.PUBLIC_URL)
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_URL: is required with SMS_URL in production, for the trip links in riders' texts",
    );
}

export function messagingConfig(e: MessagingEnv, isTest: boolean): MessagingConfig {
  return {
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    smsToken: e.SMS_TOKEN,
    smsRecognisesRepeats: e.SMS_IDEMPOTENCY !== 'off',
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM && e.TWILIO_WEBHOOK_URL
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            webhookUrl: e.TWILIO_WEBHOOK_URL.replace(/\/+$/, ''),
            apiUrl: (e.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
          }
        : undefined,
    messageWorker: e.MESSAGE_WORKER ? e.MESSAGE_WORKER === 'on' : !isTest,
    publicUrl: (e.PUBLIC_URL ?? e.TWILIO_WEBHOOK_URL)?.replace(/\/+$/, ''),
  };
}
