import nodemailer from 'nodemailer';

/**
 * Where a message goes out (docs/decisions/065-notifications.md): email over SMTP, SMS through an HTTP gateway,
 * or, with neither configured, nowhere: the message is held in the outbox for an administrator to read.
 */
export interface OutgoingMessage {
  id: string;
  recipient: string;
  subject: string | null;
  body: string;
}

export interface Channel {
  provider: string;
  /**
   * Whether the provider recognises a message it was already given (by our message id) and answers with the first
   * result instead of sending it again. Only then is a message whose last attempt ended unrecorded sent again.
   */
  recognisesRepeats: boolean;
  send(message: OutgoingMessage): Promise<{ providerId: string | null }>;
}

/** The provider said no for good (a bad address, a refused number): retrying would not help. */
export class PermanentFailure extends Error {}

/** An HTTP provider's answer that no retry mends: a 4xx other than a timeout (408) or a rate limit (429). */
export const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export function emailChannel(smtpUrl: string, from: string): Channel {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    provider: 'smtp',
    // SMTP has no way to ask whether a message was already accepted.
    recognisesRepeats: false,
    async send(message) {
      try {
        const info = await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          messageId: `<${message.id}@keystone-transport>`,
        });
        return { providerId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx from the server refuses the message for good (no such mailbox); anything else may pass later.
        if (code !== undefined && code >= 500) throw new PermanentFailure(`The mail server refused it (${code})`);
        throw new Error(`The mail server could not be reached or deferred it${code ? ` (${code})` : ''}`);
      }
    },
  };
}

/**
 * The SMS gateway's contract: POST {to, body} as JSON with `Authorization: Bearer <token>` and
 * `Idempotency-Key: <message id>`; 2xx with `{ id }` is accepted. A 4xx other than 408 and 429 is a refusal for good;
 * anything else is tried again.
 */
export function smsGatewayChannel(url: string, token: string, recognisesRepeats: boolean): Channel {
  return {
    provider: 'sms_gateway',
    recognisesRepeats,
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': message.id,
          },
          body: JSON.stringify({ to: message.recipient, body: message.body }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new Error('The SMS gateway could not be reached');
      }
      if (res.ok) {
        const answer = (await res.json().catch(() => ({}))) as { id?: unknown };
        return { providerId: typeof answer.id === 'string' ? answer.id : null };
      }
      await res.body?.cancel();
      if (refusedForGood(res.status)) throw new PermanentFailure(`The SMS gateway refused it (${res.status})`);
      throw new Error(`The SMS gateway answered ${res.status}`);
    },
  };
}
