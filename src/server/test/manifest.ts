import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { daysFromToday } from '../../domain/dates';
import { payerBody, rateBody } from './payer';

/**
 * Brokers' manifests written in the tests (docs/decisions/105-broker-trip-import.md), in the one-row-per-leg layout
 * a broker's portal exports: trip numbers like 1-20261130-12345-A, US dates, times as 0915, AMB/WC/STR.
 */

export const LEG_PER_ROW_HEADERS = [
  'TripID',
  'MemberID',
  'LastName',
  'FirstName',
  'DOB',
  'Phone',
  'PU Address',
  'DO Address',
  'DOS',
  'PU Time',
  'Appt Time',
  'Mobility',
  'Attendants',
  'Trip Status',
  'Comments',
] as const;
export type ManifestLine = Record<(typeof LEG_PER_ROW_HEADERS)[number], string>;

/** A day this many days ahead as the broker writes it (MM/DD/YYYY), and its trip-number form (YYYYMMDD). */
export function brokerDay(daysAhead: number) {
  const iso = daysFromToday(daysAhead);
  const [y, m, d] = iso.split('-');
  return { iso, us: `${m}/${d}/${y}`, compact: `${y}${m}${d}` };
}

const HOMES = [
  '1500 Market St Apt 4B, Philadelphia, PA 19102',
  '2201 Cottman Ave, Philadelphia, PA 19149',
  '700 S Broad St, Philadelphia, PA 19146',
  '4200 Wissahickon Ave, Philadelphia, PA 19129',
];
export const DIALYSIS = '1800 Lombard St, Philadelphia, PA 19146';

/**
 * The two legs of rider `n`'s trip on `day`: there at 09:15 for a 10:00 appointment, back at 13:30 (or will-call).
 * `key` keeps trip numbers and member IDs apart between tests sharing a database.
 */
export function roundTrip(
  key: string,
  n: number,
  day: ReturnType<typeof brokerDay>,
  { willCall = false, mobility = 'WC' }: { willCall?: boolean; mobility?: string } = {},
): [ManifestLine, ManifestLine] {
  const trip = `1-${day.compact}-${key}${String(n).padStart(3, '0')}`;
  const rider = {
    MemberID: `M${key}${n}`,
    LastName: `Rider${key}`,
    FirstName: `N${n}`,
    DOB: '04/12/1951',
    Phone: `(215) 555-${String(1000 + n).slice(-4)}`,
    Mobility: mobility,
    Attendants: '0',
    'Trip Status': 'Scheduled',
    Comments: '',
    DOS: day.us,
  };
  const home = HOMES[n % HOMES.length]!;
  return [
    {
      ...rider,
      TripID: `${trip}-A`,
      'PU Address': home,
      'DO Address': DIALYSIS,
      'PU Time': '0915',
      'Appt Time': '1000',
    },
    {
      ...rider,
      TripID: `${trip}-B`,
      'PU Address': DIALYSIS,
      'DO Address': home,
      'PU Time': willCall ? 'WILL CALL' : '1330',
      'Appt Time': '',
    },
  ];
}

const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function manifestCsv(lines: readonly ManifestLine[]): string {
  return [LEG_PER_ROW_HEADERS.join(','), ...lines.map((l) => LEG_PER_ROW_HEADERS.map((h) => quoted(l[h])).join(','))]
    .join('\r\n')
    .concat('\r\n');
}

/** The same rows as an Excel workbook; the service date as a real date cell, as brokers' exports have it. */
export async function manifestXlsx(lines: readonly ManifestLine[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Trips');
  sheet.addRow([...LEG_PER_ROW_HEADERS]);
  for (const line of lines)
    sheet.addRow(
      LEG_PER_ROW_HEADERS.map((h) => {
        if (h !== 'DOS') return line[h];
        const [m, d, y] = line[h].split('/');
        return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
      }),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Medicaid broker with a rate for every level of service. */
export async function brokerPayer(app: FastifyInstance, cookie: string): Promise<string> {
  const payer = await app.inject({
    method: 'POST',
    url: '/api/payers',
    payload: payerBody({ name: `Keystone Broker ${randomUUID().slice(0, 8)}`, type: 'medicaid_broker' }),
    headers: { cookie },
  });
  const { id } = payer.json<{ id: string }>();
  for (const level of ['ambulatory', 'wheelchair', 'stretcher'])
    await app.inject({
      method: 'PUT',
      url: `/api/payers/${id}/rates/${level}`,
      payload: rateBody(),
      headers: { cookie },
    });
  return id;
}

/** The upload body of a manifest file. */
export const manifestUpload = (payerId: string, fileName: string, content: string | Buffer, mapping = 'legPerRow') => ({
  payerId,
  fileName,
  content: Buffer.from(content).toString('base64'),
  mapping,
});

/**
 * A payer with two applied round trips whose outbound legs `driverId` drives, and a later manifest applied that
 * changes one and cancels the other: two changes held for the dispatcher. Also a preview not yet applied, of a
 * third trip.
 */
export async function heldImport(app: FastifyInstance, cookie: string, driverId: string) {
  const payerId = await brokerPayer(app, cookie);
  const day = brokerDay(12);
  const k = String(Date.now() % 100_000);
  const [a1, b1] = roundTrip(k, 1, day);
  const [a2, b2] = roundTrip(k, 2, day);
  const [a3, b3] = roundTrip(k, 3, day);
  const post = async (lines: ManifestLine[]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/trip-imports',
        payload: manifestUpload(payerId, 'manifest.csv', manifestCsv(lines)),
        headers: { cookie },
      })
    ).json<{ id: string; rows: { jobId: string | null }[] }>();
  const apply = (id: string) =>
    app.inject({ method: 'POST', url: `/api/trip-imports/${id}/apply`, payload: {}, headers: { cookie } });
  const first = await post([a1, b1, a2, b2, a3, b3]);
  await apply(first.id);
  const again = await post([a1, a2]);
  for (const row of again.rows)
    await app.inject({
      method: 'PUT',
      url: `/api/jobs/${row.jobId}/driver`,
      payload: { driverId, expectedDriverId: null },
      headers: { cookie },
    });
  const changed = await post([
    { ...a1, 'PU Time': '0900' },
    { ...a2, 'Trip Status': 'Cancelled' },
  ]);
  const applied = (await apply(changed.id)).json<{ changes: { id: string }[] }>();
  const pending = await post([{ ...a3, Comments: 'Ring twice' }]);
  return {
    payerId,
    importId: changed.id,
    previewId: pending.id,
    changeIds: applied.changes.map((c) => c.id),
  };
}
