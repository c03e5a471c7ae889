import fp from 'fastify-plugin';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';

/** Writes the audit trail of the changes and refusals that routes declare. */
export const audit = fp<{ db: Database }>(async (app, { db }) => recordAudit(app, db), { name: 'audit' });
