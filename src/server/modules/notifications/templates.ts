import type { CompanyProfile } from '../../../domain/company';
import type { MessageEvent } from '../../../domain/message';

/**
 * What each message says (docs/decisions/065-notifications.md). Each template is given only the facts it may
 * print: a rider's message knows their first name, the day, the pickup window and the pickup address, never a
 * diagnosis, a date of birth or where they are going; the types below are that rule.
 */
export interface RiderTripFacts {
  firstName: string;
  /** "Tue, Dec 1" on the company's clock. */
  day: string;
  /** "9:45–10:15 AM". */
  pickupWindow: string;
  /** Null on the way back: that pickup is where the way there went, and naming it would say where the rider was treated. */
  pickupAddress: string | null;
}

export interface TemplateFacts {
  referral_received: { referrerName: string; reference: string };
  trip_scheduled: RiderTripFacts;
  trip_changed: RiderTripFacts;
  trip_cancelled: Pick<RiderTripFacts, 'firstName' | 'day'>;
  trip_reminder: RiderTripFacts;
  driver_on_the_way: { firstName: string; minutes: number };
  trip_completed: { referrerName: string; reference: string; day: string };
  driver_assigned: { day: string; pickupTime: string };
  application_received: { fullName: string };
  application_approved: { fullName: string };
  application_rejected: { fullName: string };
  credential_expiring: { fullName: string; credential: string; expiresOn: string; days: number };
  credential_expired: { fullName: string; credential: string; expiresOn: string };
  invoice_sent: { payerName: string; invoiceNumber: string; total: string; dueOn: string };
}

export interface Rendered {
  subject: string;
  body: string;
}

type Templates = { [E in MessageEvent]: (facts: TemplateFacts[E], company: CompanyProfile) => Rendered };

const questions = (company: CompanyProfile) => `Questions: call ${company.phone}.`;
const pickupAt = (f: RiderTripFacts) => (f.pickupAddress ? `Pickup ${f.pickupWindow} at ${f.pickupAddress}.` : `Pickup for your ride home ${f.pickupWindow}.`);
const optOut = 'Reply STOP to stop texts.';

export const TEMPLATES: Templates = {
  referral_received: (f, c) => ({
    subject: `Referral received: ${f.reference}`,
    body: `Hello ${f.referrerName},\n\nWe have received your referral. Its reference is ${f.reference}; please quote it when you call. Our dispatch team will confirm the ride with you.\n\n${questions(c)}\n${c.name}`,
  }),
  trip_scheduled: (f, c) => ({
    subject: `Your ride on ${f.day}`,
    body: `${c.name}: Hi ${f.firstName}, your ride on ${f.day} is booked. ${pickupAt(f)} ${questions(c)} ${optOut}`,
  }),
  trip_changed: (f, c) => ({
    subject: `Your ride on ${f.day} has changed`,
    body: `${c.name}: Hi ${f.firstName}, your ride on ${f.day} has changed. ${pickupAt(f)} ${questions(c)} ${optOut}`,
  }),
  trip_cancelled: (f, c) => ({
    subject: `Your ride on ${f.day} is cancelled`,
    body: `${c.name}: Hi ${f.firstName}, your ride on ${f.day} is cancelled. ${questions(c)} ${optOut}`,
  }),
  trip_reminder: (f, c) => ({
    subject: `Reminder: your ride tomorrow`,
    body: `${c.name}: Hi ${f.firstName}, a reminder of your ride tomorrow, ${f.day}. ${pickupAt(f)} ${questions(c)} ${optOut}`,
  }),
  driver_on_the_way: (f, c) => ({
    subject: 'Your driver is on the way',
    body: `${c.name}: Hi ${f.firstName}, your driver is on the way, about ${f.minutes} min out. ${optOut}`,
  }),
  trip_completed: (f, c) => ({
    subject: `Trip completed: ${f.reference}`,
    body: `Hello ${f.referrerName},\n\nThe trip for referral ${f.reference} on ${f.day} was completed.\n\n${questions(c)}\n${c.name}`,
  }),
  driver_assigned: (f, c) => ({
    subject: `New trip on ${f.day}`,
    body: `${c.name}: you have a new trip on ${f.day}, pickup ${f.pickupTime}. Open the driver portal to accept it.`,
  }),
  application_received: (f, c) => ({
    subject: 'We received your driver application',
    body: `Hello ${f.fullName},\n\nThank you for applying to drive with ${c.name}. We review applications within a few business days and will write to you with the result.\n\n${questions(c)}\n${c.name}`,
  }),
  application_approved: (f, c) => ({
    subject: 'Your driver application is approved',
    body: `Hello ${f.fullName},\n\nWelcome aboard: your application to drive with ${c.name} is approved. Sign in to the driver portal to see your trips.\n\n${questions(c)}\n${c.name}`,
  }),
  application_rejected: (f, c) => ({
    subject: 'Your driver application',
    body: `Hello ${f.fullName},\n\nThank you for applying to drive with ${c.name}. We are not able to approve your application at this time; the reason is in the driver portal.\n\n${questions(c)}\n${c.name}`,
  }),
  credential_expiring: (f, c) => ({
    subject: `${f.credential} expires in ${f.days} days`,
    body: `${f.fullName}: your ${f.credential} expires on ${f.expiresOn} (in ${f.days} days). Upload the renewed one in the driver portal so your trips are not held. ${questions(c)}`,
  }),
  credential_expired: (f, c) => ({
    subject: `${f.credential} expired`,
    body: `${f.fullName}: your ${f.credential} expired on ${f.expiresOn}. Trips that need it cannot be assigned to you until a renewed one is verified. ${questions(c)}`,
  }),
  invoice_sent: (f, c) => ({
    subject: `Invoice ${f.invoiceNumber} from ${c.name}`,
    body: `Hello ${f.payerName},\n\nInvoice ${f.invoiceNumber} for ${f.total} is attached, due on ${f.dueOn}.\n\n${questions(c)}\n${c.name}`,
  }),
};

export function render<E extends MessageEvent>(event: E, facts: TemplateFacts[E], company: CompanyProfile): Rendered {
  return TEMPLATES[event](facts, company);
}
