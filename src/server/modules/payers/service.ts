import type { LevelOfService } from '../../../domain/level-of-service';
import { centsOf, formatAmount } from '../../../domain/money';
import type { Payer, RateResponse, rateInput, payerInput } from '../../../domain/payer';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import {
  findPayer,
  insertPayer,
  payerRowExists,
  payerRows,
  rateRowsOf,
  writePayer,
  writeRate,
  type PayerRow,
  type RateRow,
  type RateValues,
} from './repository';

const toPayer = (p: PayerRow): Payer => ({
  id: p.id,
  name: p.name,
  type: p.type,
  payerCode: p.payerCode,
  billingAddress: p.billingAddress,
  contactName: p.contactName,
  contactPhone: p.contactPhone,
  contactEmail: p.contactEmail,
  termsDays: p.termsDays,
  signatureRequired: p.signatureRequired,
  active: p.active,
  defaultDiagnosisCode: p.defaultDiagnosisCode,
  claimsLive: p.claimsLive,
  tripNumberOn: p.tripNumberOn,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** Miles as the database keeps them ("5.00") shown as entered ("5", "2.5"). */
const plainMiles = (value: string) => value.replace(/\.?0+$/, '') || '0';

const toRate = (r: RateRow): RateResponse => ({
  payerId: r.payerId,
  levelOfService: r.levelOfService,
  base: formatAmount(r.baseCents),
  milesIncluded: plainMiles(r.milesIncluded),
  perMile: formatAmount(r.perMileCents),
  freeWaitMinutes: r.freeWaitMinutes,
  waitPer15Minutes: formatAmount(r.waitPer15Cents),
  noShow: formatAmount(r.noShowCents),
  lateCancellation: formatAmount(r.lateCancellationCents),
  escort: formatAmount(r.escortCents),
  afterHours: formatAmount(r.afterHoursCents),
  afterHoursWindow: r.afterHoursStart && r.afterHoursEnd ? { start: r.afterHoursStart, end: r.afterHoursEnd } : null,
  updatedAt: r.updatedAt.toISOString(),
});

const NAME_TAKEN = 'A payer with this name already exists';

async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'payers_name_lower_key') throw conflict(NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

type Reader = Pick<Database, 'select'>;

/** Whether a payer exists, for a job that names one (its key would otherwise fail as a server error). */
export async function payerExists(db: Reader, id: string): Promise<boolean> {
  return payerRowExists(db, id);
}

export async function listPayers(db: Database): Promise<Payer[]> {
  return (await payerRows(db)).map(toPayer);
}

export async function payerById(db: Database, id: string): Promise<Payer> {
  const row = await findPayer(db, id);
  if (!row) throw notFound();
  return toPayer(row);
}

export async function createPayer(db: Database, input: z.output<typeof payerInput>): Promise<Payer> {
  return toPayer(await unlessNameTaken(() => insertPayer(db, input)));
}

export async function updatePayer(db: Database, id: string, input: z.output<typeof payerInput>): Promise<Payer> {
  const row = await unlessNameTaken(() => writePayer(db, id, { ...input, updatedAt: new Date() }));
  if (!row) throw notFound();
  return toPayer(row);
}

export async function payerRatesOf(db: Database, payerId: string): Promise<RateResponse[]> {
  await payerById(db, payerId);
  return (await rateRowsOf(db, payerId)).map(toRate);
}

/** Sets what the payer pays for a level of service; amounts are kept in cents, exactly as entered. */
export async function setRate(
  db: Database,
  payerId: string,
  level: LevelOfService,
  input: z.output<typeof rateInput>,
): Promise<RateResponse> {
  await payerById(db, payerId);
  const values: RateValues = {
    baseCents: centsOf(input.base),
    milesIncluded: input.milesIncluded,
    perMileCents: centsOf(input.perMile),
    freeWaitMinutes: input.freeWaitMinutes,
    waitPer15Cents: centsOf(input.waitPer15Minutes),
    noShowCents: centsOf(input.noShow),
    lateCancellationCents: centsOf(input.lateCancellation),
    escortCents: centsOf(input.escort),
    afterHoursCents: centsOf(input.afterHours),
    afterHoursStart: input.afterHoursWindow?.start ?? null,
    afterHoursEnd: input.afterHoursWindow?.end ?? null,
    updatedAt: new Date(),
  };
  return toRate(await writeRate(db, payerId, level, values));
}
