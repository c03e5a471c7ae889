import type { CompanyProfile } from '../../../domain/company';
import type { Language } from '../../../domain/language';
import { RIDER_EVENTS, type MessageEvent } from '../../../domain/message';

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
  /**
   * "Pickup 9:45–10:15 AM at 1200 Spruce St, …" — or, on the way back, "Pickup for your ride home 9:45–10:15 AM":
   * that pickup is where the way there went, and naming it would say where the rider was treated.
   */
  pickup: string;
}

export interface TemplateFacts {
  referral_received: { referrerName: string; reference: string };
  trip_scheduled: RiderTripFacts;
  trip_changed: RiderTripFacts;
  trip_cancelled: Pick<RiderTripFacts, 'firstName' | 'day'>;
  /** `tripLink`: the rider's private link to the leg's trip page (docs/decisions/115-trip-page.md). */
  trip_reminder: RiderTripFacts & { tripLink: string };
  /** `tripLink`: the rider's private link to the leg's trip page (docs/decisions/115-trip-page.md). */
  driver_on_the_way: { firstName: string; minutes: number; tripLink: string };
  trip_completed: { referrerName: string; reference: string; day: string };
  driver_assigned: { day: string; pickupTime: string };
  application_received: { fullName: string };
  application_approved: { fullName: string };
  application_rejected: { fullName: string };
  credential_expiring: { fullName: string; credential: string; expiresOn: string; days: number };
  credential_expired: { fullName: string; credential: string; expiresOn: string };
  invoice_sent: { payerName: string; invoiceNumber: string; total: string; dueOn: string };
  trip_confirmed: RiderTripFacts;
  return_offer: RiderTripFacts;
  reply_help: Record<string, never>;
  reply_no_trip: Record<string, never>;
  reply_too_late: Record<string, never>;
}

export interface Rendered {
  subject: string;
  body: string;
}

export type TemplateText = Rendered;

const QUESTIONS = 'Questions: call {{companyPhone}}.';
const STOP = 'Reply STOP to stop texts.';

/**
 * The company's words for each event, with {{field}} for what changes; an administrator may replace any of them
 * (message_templates), and "reset" comes back to these.
 */
export const DEFAULT_TEMPLATES: Record<MessageEvent, TemplateText> = {
  referral_received: {
    subject: 'Referral received: {{reference}}',
    body: `Hello {{referrerName}},\n\nWe have received your referral. Its reference is {{reference}}; please quote it when you call. Our dispatch team will confirm the ride with you.\n\n${QUESTIONS}\n{{companyName}}`,
  },
  trip_scheduled: {
    subject: 'Your ride on {{day}}',
    body: `{{companyName}}: Hi {{firstName}}, your ride on {{day}} is booked. {{pickup}}. ${QUESTIONS} ${STOP}`,
  },
  trip_changed: {
    subject: 'Your ride on {{day}} has changed',
    body: `{{companyName}}: Hi {{firstName}}, your ride on {{day}} has changed. {{pickup}}. ${QUESTIONS} ${STOP}`,
  },
  trip_cancelled: {
    subject: 'Your ride on {{day}} is cancelled',
    body: `{{companyName}}: Hi {{firstName}}, your ride on {{day}} is cancelled. ${QUESTIONS} ${STOP}`,
  },
  trip_reminder: {
    subject: 'Reminder: your ride tomorrow',
    body: `{{companyName}}: Hi {{firstName}}, a reminder of your ride tomorrow, {{day}}. {{pickup}}. Reply C to confirm or X to cancel. Your ride: {{tripLink}} ${QUESTIONS} ${STOP}`,
  },
  driver_on_the_way: {
    subject: 'Your driver is on the way',
    body: `{{companyName}}: Hi {{firstName}}, your driver is on the way, about {{minutes}} min out. Follow your ride: {{tripLink}} ${STOP}`,
  },
  trip_completed: {
    subject: 'Trip completed: {{reference}}',
    body: `Hello {{referrerName}},\n\nThe trip for referral {{reference}} on {{day}} was completed.\n\n${QUESTIONS}\n{{companyName}}`,
  },
  driver_assigned: {
    subject: 'New trip on {{day}}',
    body: '{{companyName}}: you have a new trip on {{day}}, pickup {{pickupTime}}. Open the driver portal to accept it.',
  },
  application_received: {
    subject: 'We received your driver application',
    body: `Hello {{fullName}},\n\nThank you for applying to drive with {{companyName}}. We review applications within a few business days and will write to you with the result.\n\n${QUESTIONS}\n{{companyName}}`,
  },
  application_approved: {
    subject: 'Your driver application is approved',
    body: `Hello {{fullName}},\n\nWelcome aboard: your application to drive with {{companyName}} is approved. Sign in to the driver portal to see your trips.\n\n${QUESTIONS}\n{{companyName}}`,
  },
  application_rejected: {
    subject: 'Your driver application',
    body: `Hello {{fullName}},\n\nThank you for applying to drive with {{companyName}}. We are not able to approve your application at this time; the reason is in the driver portal.\n\n${QUESTIONS}\n{{companyName}}`,
  },
  credential_expiring: {
    subject: '{{credential}} expires in {{days}} days',
    body: `{{fullName}}: your {{credential}} expires on {{expiresOn}} (in {{days}} days). Upload the renewed one in the driver portal so your trips are not held. ${QUESTIONS}`,
  },
  credential_expired: {
    subject: '{{credential}} expired',
    body: `{{fullName}}: your {{credential}} expired on {{expiresOn}}. Trips that need it cannot be assigned to you until a renewed one is verified. ${QUESTIONS}`,
  },
  invoice_sent: {
    subject: 'Invoice {{invoiceNumber}} from {{companyName}}',
    body: `Hello {{payerName}},\n\nInvoice {{invoiceNumber}} for {{total}} is attached, due on {{dueOn}}.\n\n${QUESTIONS}\n{{companyName}}`,
  },
  trip_confirmed: {
    subject: 'Your ride on {{day}} is confirmed',
    body: `{{companyName}}: Thank you, {{firstName}}. Your ride on {{day}} is confirmed. {{pickup}}. ${QUESTIONS}`,
  },
  return_offer: {
    subject: 'Your ride home on {{day}}',
    body: `{{companyName}}: Your ride home on {{day}}, pickup {{pickupWindow}}, is still booked. Reply X to cancel it too. ${QUESTIONS}`,
  },
  reply_help: {
    subject: 'How to reply',
    body: `{{companyName}}: Reply C to confirm your next ride or X to cancel it. To change a ride, call {{companyPhone}}. ${STOP}`,
  },
  reply_no_trip: {
    subject: 'No ride to confirm or cancel',
    body: '{{companyName}}: We found no ride of yours today or tomorrow to confirm or cancel. Please call {{companyPhone}}.',
  },
  reply_too_late: {
    subject: 'Your driver is on the way',
    body: '{{companyName}}: Your driver is already on the way, so this ride cannot be changed by text. Please call {{companyPhone}} now.',
  },
};

const PREGUNTAS = 'Preguntas: llame al {{companyPhone}}.';
const ALTO = 'Responda STOP para no recibir más mensajes.';

/**
 * The messages a rider reads, in Spanish (docs/decisions/114-rider-language.md): the same facts as the English, in
 * the formal "usted" a company writes to its riders in. The carriers' STOP and START stay as they are.
 */
export const SPANISH_TEMPLATES: Partial<Record<MessageEvent, TemplateText>> = {
  trip_scheduled: {
    subject: 'Su viaje del {{day}}',
    body: `{{companyName}}: Hola, {{firstName}}. Su viaje del {{day}} está reservado. {{pickup}}. ${PREGUNTAS} ${ALTO}`,
  },
  trip_changed: {
    subject: 'Su viaje del {{day}} ha cambiado',
    body: `{{companyName}}: Hola, {{firstName}}. Su viaje del {{day}} ha cambiado. {{pickup}}. ${PREGUNTAS} ${ALTO}`,
  },
  trip_cancelled: {
    subject: 'Su viaje del {{day}} está cancelado',
    body: `{{companyName}}: Hola, {{firstName}}. Su viaje del {{day}} se ha cancelado. ${PREGUNTAS} ${ALTO}`,
  },
  trip_reminder: {
    subject: 'Recordatorio: su viaje de mañana',
    body: `{{companyName}}: Hola, {{firstName}}. Le recordamos su viaje de mañana, {{day}}. {{pickup}}. Responda C para confirmar o X para cancelar. Su viaje: {{tripLink}} ${PREGUNTAS} ${ALTO}`,
  },
  driver_on_the_way: {
    subject: 'Su conductor va en camino',
    body: `{{companyName}}: Hola, {{firstName}}. Su conductor va en camino y llegará en unos {{minutes}} min. Siga su viaje: {{tripLink}} ${ALTO}`,
  },
  trip_confirmed: {
    subject: 'Su viaje del {{day}} está confirmado',
    body: `{{companyName}}: Gracias, {{firstName}}. Su viaje del {{day}} está confirmado. {{pickup}}. ${PREGUNTAS}`,
  },
  return_offer: {
    subject: 'Su regreso a casa del {{day}}',
    body: `{{companyName}}: Su regreso a casa del {{day}}, con recogida de {{pickupWindow}}, sigue reservado. Responda X para cancelarlo también. ${PREGUNTAS}`,
  },
  reply_help: {
    subject: 'Cómo responder',
    body: `{{companyName}}: Responda C para confirmar su próximo viaje o X para cancelarlo. Para cambiar un viaje, llame al {{companyPhone}}. ${ALTO}`,
  },
  reply_no_trip: {
    subject: 'Ningún viaje que confirmar o cancelar',
    body: '{{companyName}}: No encontramos ningún viaje suyo hoy ni mañana que confirmar o cancelar. Por favor, llame al {{companyPhone}}.',
  },
  reply_too_late: {
    subject: 'Su conductor va en camino',
    body: '{{companyName}}: Su conductor ya va en camino, así que este viaje no se puede cambiar por mensaje. Por favor, llame ahora al {{companyPhone}}.',
  },
};

/** The languages an event has words in: a rider's messages in each, everything else in English. */
export const eventLanguages = (event: MessageEvent): Language[] =>
  RIDER_EVENTS.includes(event) ? ['en', 'es'] : ['en'];

/** The default words of an event in a language. */
export const defaultTemplate = (event: MessageEvent, language: Language): TemplateText =>
  (language === 'es' ? SPANISH_TEMPLATES[event] : undefined) ?? DEFAULT_TEMPLATES[event];

export const templateKey = (event: MessageEvent, language: Language) => `${event}:${language}`;

const riderSample: RiderTripFacts = {
  firstName: 'Ruth',
  day: 'Tue, Dec 1',
  pickupWindow: '9:15–9:45 AM',
  pickup: 'Pickup 9:15–9:45 AM at 1200 Spruce St, Philadelphia, PA 19107',
};

/** Made-up facts for the editor's preview; their keys are also the fields each template may use. */
export const SAMPLE_FACTS: TemplateFacts = {
  referral_received: { referrerName: 'Dana Whitfield', reference: 'REF-3F2A9C1B' },
  trip_scheduled: riderSample,
  trip_changed: riderSample,
  trip_cancelled: { firstName: 'Ruth', day: 'Tue, Dec 1' },
  trip_reminder: { ...riderSample, tripLink: 'https://ops.example.com/t/3q2-7wEvL0mF1xYb9kTz0w' },
  driver_on_the_way: { firstName: 'Ruth', minutes: 12, tripLink: 'https://ops.example.com/t/3q2-7wEvL0mF1xYb9kTz0w' },
  trip_completed: { referrerName: 'Dana Whitfield', reference: 'REF-3F2A9C1B', day: 'Tue, Dec 1' },
  driver_assigned: { day: 'Tue, Dec 1', pickupTime: '9:30 AM' },
  application_received: { fullName: 'Jordan Lee' },
  application_approved: { fullName: 'Jordan Lee' },
  application_rejected: { fullName: 'Jordan Lee' },
  credential_expiring: {
    fullName: 'Jordan Lee',
    credential: 'Passenger assistance (PASS)',
    expiresOn: '2027-01-04',
    days: 30,
  },
  credential_expired: { fullName: 'Jordan Lee', credential: 'Passenger assistance (PASS)', expiresOn: '2026-12-01' },
  invoice_sent: {
    payerName: 'Keystone Workers Comp Carrier',
    invoiceNumber: 'INV-2026-0042',
    total: '$1,240.50',
    dueOn: '2026-12-31',
  },
  trip_confirmed: riderSample,
  return_offer: { ...riderSample, pickupWindow: '1:15–1:45 PM', pickup: 'Pickup for your ride home 1:15–1:45 PM' },
  reply_help: {},
  reply_no_trip: {},
  reply_too_late: {},
};

const companyFields = (company: CompanyProfile) => ({
  companyName: company.name,
  companyPhone: company.phone,
  companyEmail: company.email,
});

/** The fields a template for `event` may name. */
export const templateFields = (event: MessageEvent): string[] => [
  ...Object.keys(SAMPLE_FACTS[event]),
  'companyName',
  'companyPhone',
  'companyEmail',
];

/** The {{fields}} a text names that its event does not offer. */
export function unknownFields(event: MessageEvent, text: string): string[] {
  const allowed = templateFields(event);
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].filter((f) => !allowed.includes(f));
}

/** A time that ends with its own full stop ("9:45 a.m.") ends the sentence too: "a.m.." reads as a typo. */
const endOnce = (text: string) => text.replace(/\b([ap]\.\s?m\.)\./g, '$1');

function fill(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function render<E extends MessageEvent>(
  event: E,
  facts: TemplateFacts[E],
  company: CompanyProfile,
  text?: TemplateText,
  language: Language = 'en',
): Rendered {
  text ??= defaultTemplate(event, language);
  const values: Record<string, unknown> = { ...facts, ...companyFields(company) };
  return { subject: endOnce(fill(text.subject, values)), body: endOnce(fill(text.body, values)) };
}

const spanishRiderSample: RiderTripFacts = {
  firstName: 'Rut',
  day: 'martes 1 de diciembre',
  pickupWindow: '9:15 a.m.–9:45 a.m.',
  pickup: 'Hora de recogida: 9:15 a.m.–9:45 a.m., en 1200 Spruce St, Philadelphia, PA 19107',
};
const SPANISH_SAMPLES: Partial<TemplateFacts> = {
  trip_scheduled: spanishRiderSample,
  trip_changed: spanishRiderSample,
  trip_cancelled: { firstName: 'Rut', day: 'martes 1 de diciembre' },
  trip_reminder: { ...spanishRiderSample, tripLink: 'https://ops.example.com/t/3q2-7wEvL0mF1xYb9kTz0w' },
  driver_on_the_way: { firstName: 'Rut', minutes: 12, tripLink: 'https://ops.example.com/t/3q2-7wEvL0mF1xYb9kTz0w' },
  trip_confirmed: spanishRiderSample,
  return_offer: {
    ...spanishRiderSample,
    pickupWindow: '1:15 p.m.–1:45 p.m.',
    pickup: 'Hora de recogida para su regreso a casa: 1:15 p.m.–1:45 p.m.',
  },
};

/** Made-up facts in a language, for the editor's preview. */
export const sampleFacts = (event: MessageEvent, language: Language) =>
  (language === 'es' ? SPANISH_SAMPLES[event] : undefined) ?? SAMPLE_FACTS[event];
