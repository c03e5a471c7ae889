import { referralReference } from '../../../domain/referral';
import type { MessageDraft } from './outbox';

/** The referrer hears that the referral arrived, with the reference to quote (and nothing about the patient). */
export function referralReceived(referral: {
  id: string;
  referrerName: string;
  referrerEmail: string;
}): MessageDraft<'referral_received'>[] {
  return [
    {
      event: 'referral_received',
      channel: 'email',
      recipient: referral.referrerEmail,
      facts: { referrerName: referral.referrerName, reference: referralReference(referral.id) },
      about: { referralId: referral.id },
      key: referral.id,
    },
  ];
}
