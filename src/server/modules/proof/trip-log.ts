import type { Content } from 'pdfmake/interfaces';
import type { CompanyProfile } from '../../../domain/company-profile';
import { CREDENTIAL_LABELS, CREDENTIAL_STATE_LABELS, type CredentialSummary } from '../../../domain/credential';
import type { Job } from '../../../domain/job';
import { LEVEL_OF_SERVICE_LABELS } from '../../../domain/level-of-service';
import {
  ATTESTATION_TEXT,
  NO_SIGNATURE_REASON_LABELS,
  PROOF_STEP_LABELS,
  type NoSignatureReason,
} from '../../../domain/proof';
import { VEHICLE_DOCUMENT_LABELS, type VehicleDocumentKind } from '../../../domain/vehicle';
import { PDF_COLORS, pdfTable, type PdfDocument } from '../../pdf';
import { loadedMiles } from './loaded-miles';
import { signatureImageProblem } from '../../../domain/signature-image';
import { HttpError } from '../../errors';
import type { ProofRow } from './repository';

export interface TripLogFacts {
  company: CompanyProfile;
  job: Job;
  events: ProofRow[];
  intact: boolean;
  /** The service date on the company calendar: the day the credentials are judged on. */
  serviceDate: string;
  driver: { fullName: string } | null;
  vehicle: { number: string; plate: string; vin: string; documents: Array<{ kind: string; expiresOn: string }> } | null;
  credentials: CredentialSummary[];
  /**
   * For a completed leg without both odometer readings: the travel estimate between its pickup and drop-off
   * places (./loaded-miles.ts); null when there is none, or when it is not needed.
   */
  estimatedMiles: number | null;
  /** False after the signature failed to draw once: the document then says so instead (renderTripLog). */
  drawSignature?: boolean;
}

/** What the trip log says for a stored signature it cannot draw. */
export const SIGNATURE_NOT_SHOWN =
  'Signature image could not be shown: the stored image is damaged. The record of it is kept.';

const miles = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} mi`;

/** The latest pickup that read the odometer and the latest drop-off, as the events were written (corrections are listed apart). */
function odometerSteps(events: readonly ProofRow[]) {
  const steps = events.filter((e) => e.kind !== 'correction');
  return {
    pickup: [...steps].reverse().find((e) => e.kind === 'pickup' && e.odometer !== null),
    dropoff: [...steps].reverse().find((e) => e.kind === 'dropoff'),
  };
}

/** Drop-off odometer minus pickup odometer, when the driver read both; null otherwise. */
export function tripOdometerMiles(events: readonly ProofRow[]): number | null {
  const { pickup, dropoff } = odometerSteps(events);
  return pickup?.odometer != null && dropoff?.odometer != null ? dropoff.odometer - pickup.odometer : null;
}

/**
 * The "Loaded miles" line: the odometer's difference; for a completed leg without both readings, the estimate
 * between its places, said to be one; a leg not completed carried nobody to the drop-off.
 */
export function loadedMilesText(
  events: readonly ProofRow[],
  completed: boolean,
  estimatedMiles: number | null,
): string {
  const loaded = loadedMiles(tripOdometerMiles(events), completed ? estimatedMiles : null);
  if (loaded.source === 'odometer') return miles(loaded.miles);
  if (loaded.source === 'estimate')
    return `${miles(loaded.miles)} (estimated from the places: the odometer was not read at both pickup and drop-off)`;
  return completed ? 'Not read and no estimate' : 'Not read (the leg is not completed)';
}

/**
 * The trip log (docs/decisions/056-proof-of-service.md): what a broker or carrier asks for to pay a trip, in one
 * document: the trip, each step with its time and place, the miles, the signature, the driver's statement, the
 * credentials good on the day, and the record's hashes.
 */
export function tripLogDocument(f: TripLogFacts): PdfDocument {
  const { company, job } = f;
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: company.timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  const at = (d: Date | string | null) => (d ? time.format(new Date(d)) : '—');
  const steps = f.events.filter((e) => e.kind !== 'correction');
  const { dropoff } = odometerSteps(f.events);
  const loaded = loadedMilesText(f.events, job.status === 'completed', f.estimatedMiles);
  const place = (e: ProofRow) =>
    e.lat !== null && e.lng !== null
      ? `${e.lat.toFixed(5)}, ${e.lng.toFixed(5)}${e.accuracyMeters !== null ? ` (±${Math.round(e.accuracyMeters)} m)` : ''}`
      : 'No location';
  // A signature stored before the drop-off checked its image, or one whose pixels cannot be decoded, must not stop
  // the document (docs/decisions/056-proof-of-service.md): it is named as not shown.
  const drawable = dropoff?.signature && f.drawSignature !== false && signatureImageProblem(dropoff.signature) === null;
  const signature: Content = dropoff?.signature
    ? [
        { text: "Rider's signature", bold: true, margin: [0, 12, 0, 4] },
        drawable ? { image: dropoff.signature, width: 220 } : { text: SIGNATURE_NOT_SHOWN, color: PDF_COLORS.muted },
      ]
    : {
        text: `No signature: ${dropoff?.noSignatureReason ? NO_SIGNATURE_REASON_LABELS[dropoff.noSignatureReason as NoSignatureReason] : 'the trip has no drop-off recorded'}`,
        margin: [0, 12, 0, 0],
      };
  const corrections = f.events.filter((e) => e.kind === 'correction');

  return {
    title: `Trip log: ${job.patientName}, ${f.serviceDate}`,
    header: `${company.name} · Trip log · ${job.patientName}`,
    footer: `${company.name} · ${company.phone}`,
    content: [
      { text: company.name, fontSize: 16, bold: true, color: PDF_COLORS.brand },
      { text: `Trip log · ${company.phone} · ${company.email}`, color: PDF_COLORS.muted, margin: [0, 2, 0, 14] },
      pdfTable(
        [{ header: 'Trip', width: 120 }, { header: '' }],
        [
          ['Rider', job.patientName],
          ['Service date', f.serviceDate],
          [
            'Level of service',
            `${LEVEL_OF_SERVICE_LABELS[job.levelOfService]}${job.escortCount ? ` + ${job.escortCount} escort${job.escortCount === 1 ? '' : 's'}` : ''}`,
          ],
          ['Pickup', `${job.pickupAddress} · scheduled ${at(job.pickupTime)}`],
          ['Drop-off', job.dropoffAddress],
          ['Driver', f.driver?.fullName ?? 'Not assigned'],
          [
            'Vehicle',
            f.vehicle ? `${f.vehicle.number} · plate ${f.vehicle.plate} · VIN ${f.vehicle.vin}` : 'None on record',
          ],
          ['Status', job.status.replace('_', ' ')],
          ['Loaded miles', loaded],
        ],
      ),
      { text: 'Steps', fontSize: 13, bold: true, color: PDF_COLORS.brand, margin: [0, 16, 0, 6] },
      pdfTable(
        [
          { header: 'Step', width: 100 },
          { header: 'Time' },
          { header: 'Location' },
          { header: 'Odometer', width: 60, align: 'right' },
          { header: 'By', width: 40 },
        ],
        steps.map((e) => [
          PROOF_STEP_LABELS[e.kind],
          at(e.occurredAt),
          place(e),
          e.odometer !== null ? String(e.odometer) : '—',
          e.actorRole,
        ]),
      ),
      signature,
      dropoff?.attested
        ? {
            text: [
              { text: 'Driver’s statement: ', bold: true },
              `“${ATTESTATION_TEXT}” Confirmed by ${f.driver?.fullName ?? 'the driver'} at ${at(dropoff.occurredAt)}.`,
            ],
            margin: [0, 10, 0, 0],
          }
        : { text: 'The driver’s statement is not recorded.', margin: [0, 10, 0, 0] },
      ...(corrections.length
        ? [
            {
              text: 'Corrections',
              fontSize: 13,
              bold: true,
              color: PDF_COLORS.brand,
              margin: [0, 16, 0, 6],
            } as Content,
            pdfTable(
              [{ header: 'Recorded' }, { header: 'Step', width: 80 }, { header: 'Corrected to' }, { header: 'Why' }],
              corrections.map((e) => [
                at(e.occurredAt),
                e.correction?.step ?? '',
                [e.correction?.at ? at(e.correction.at) : '', e.odometer !== null ? `odometer ${e.odometer}` : '']
                  .filter(Boolean)
                  .join(', '),
                e.correction?.note ?? '',
              ]),
            ),
          ]
        : []),
      {
        text: `Credentials on ${f.serviceDate}`,
        fontSize: 13,
        bold: true,
        color: PDF_COLORS.brand,
        margin: [0, 16, 0, 6],
      },
      pdfTable(
        [{ header: 'Driver credential' }, { header: 'State', width: 110 }, { header: 'Expires', width: 80 }],
        f.credentials.map((c) => [CREDENTIAL_LABELS[c.kind], CREDENTIAL_STATE_LABELS[c.state], c.expiresOn ?? '—']),
      ),
      ...(f.vehicle
        ? [
            { text: '', margin: [0, 6, 0, 0] } as Content,
            pdfTable(
              [
                { header: 'Vehicle document' },
                { header: 'Good on the day', width: 110 },
                { header: 'Expires', width: 80 },
              ],
              f.vehicle.documents.map((d) => [
                VEHICLE_DOCUMENT_LABELS[d.kind as VehicleDocumentKind] ?? d.kind,
                d.expiresOn >= f.serviceDate ? 'Yes' : 'No',
                d.expiresOn,
              ]),
            ),
          ]
        : []),
      { text: 'Record', fontSize: 13, bold: true, color: PDF_COLORS.brand, margin: [0, 16, 0, 6] },
      {
        text: f.intact
          ? `${f.events.length} event${f.events.length === 1 ? '' : 's'}, each chained to the one before by its keyed hash (HMAC-SHA256), the last one pinned in the audit trail: the record is intact.`
          : 'WARNING: the chain of hashes does not hold: an event was changed or removed after it was written.',
        color: f.intact ? PDF_COLORS.muted : '#b91c1c',
        fontSize: 9,
      },
      pdfTable(
        [{ header: '#', width: 20 }, { header: 'Event', width: 100 }, { header: 'Hash' }],
        f.events.map((e) => [e.seq, PROOF_STEP_LABELS[e.kind], e.hash]),
      ),
    ],
  };
}

/**
 * The trip log as PDF bytes. A signature whose header reads well but whose pixels cannot be decoded fails the
 * render; the log is then made again saying the image could not be shown. A busy server (an HttpError) is not that.
 */
export async function renderTripLog(
  render: (documents: PdfDocument[]) => Promise<Uint8Array[]>,
  facts: TripLogFacts,
): Promise<Uint8Array> {
  try {
    const [bytes] = await render([tripLogDocument(facts)]);
    return bytes!;
  } catch (error) {
    if (error instanceof HttpError || facts.drawSignature === false || !facts.events.some((e) => e.signature))
      throw error;
    const [bytes] = await render([tripLogDocument({ ...facts, drawSignature: false })]);
    return bytes!;
  }
}
