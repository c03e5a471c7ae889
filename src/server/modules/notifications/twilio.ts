import { createHmac, timingSafeEqual } from 'node:crypto';
import { textablePhone } from '../../../domain/phone';
import type { TwilioConfig } from '../../config/messaging';
import { PermanentFailure, refusedForGood, type Channel } from './channels';

/**
 * Texts through a Twilio-compatible Messages API (docs/decisions/112-twilio-texts.md): sent as its form with the
 * account's SID and auth token, each text's SID kept as the provider's id, delivery reported back to a status
 * webhook, and replies to an inbound one; both webhooks are believed only with the provider's signature.
 */

export const TWILIO_INBOUND_PATH = '/api/sms/twilio/inbound';
export const TWILIO_STATUS_PATH = '/api/sms/twilio/status';

/**
 * The provider's signature of a webhook: HMAC-SHA1 under the auth token of the full URL it called followed by each
 * form field's name and value, sorted by name, in base64.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether a webhook carries the provider's signature, compared in constant time. */
export function twilioSignatureValid(
  authToken: string,
  url: string,
  fields: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function twilioChannel(config: TwilioConfig): Channel {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    provider: 'twilio',
    // The Messages API has no idempotency key: a text whose attempt went unrecorded is left for an administrator.
    recognisesRepeats: false,
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            // The provider takes E.164 (+12155550142); the outbox keeps the number as it was typed.
            To: textablePhone(message.recipient) ?? message.recipient,
            [sender]: config.from,
            Body: message.body,
            StatusCallback: `${config.webhookUrl}${TWILIO_STATUS_PATH}`,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new Error('The SMS provider could not be reached');
      }
      const answer = (await res.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (res.ok) return { providerId: typeof answer.sid === 'string' ? answer.sid : null };
      // The provider's codes for a number that can never get the text (21610: it replied STOP) come with a 400.
      const code = typeof answer.code === 'number' ? `, error ${answer.code}` : '';
      if (refusedForGood(res.status)) throw new PermanentFailure(`The SMS provider refused it (${res.status}${code})`);
      throw new Error(`The SMS provider answered ${res.status}`);
    },
  };
}
