import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, DOCUMENT_URL_FIELDS, driverProfileFields } from '../../../domain/driver';
import { newPasswordSchema, usernameSchema } from '../../../domain/auth';
import type { Database } from '../../db/client';
import { hashPassword } from '../../auth/password';
import type { PasswordPolicy } from '../../auth/password-policy';
import { badRequest, HttpError } from '../../errors';
import { assignObjectsToUser, objectIdFromPath, storedObjectsOf, type Owner } from '../objects/service';
import { insertUser } from '../users/service';
import { insertDriver } from './repository';

type Profile = z.output<typeof driverProfileFields>;

// The account fields are optional in the declared shape: a signed-in user applies without them (decision 024), and a
// visitor's body is then checked against the full application schema.
export const applicationBody = driverProfileFields.extend({
  username: usernameSchema.optional(),
  password: newPasswordSchema.optional(),
  confirmPassword: z.string().max(200).optional(),
});
export type ApplicationBody = z.output<typeof applicationBody>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type DocumentUrls = Partial<Record<'licenseUrl' | 'insuranceUrl' | 'w9Url', string | undefined>>;

/**
 * Decisions 025 and 028: a document may only be one this applicant uploaded (same session or same user) and that passed
 * the server's checks; anything else is refused on its field.
 */
export async function checkDocuments(
  db: Pick<Database, 'select'>,
  documents: DocumentUrls,
  owner: Owner,
): Promise<string[]> {
  const wanted = DOCUMENT_KINDS.flatMap((kind) => {
    const field = DOCUMENT_URL_FIELDS[kind];
    const id = objectIdFromPath(documents[field]);
    return id ? [{ kind, field, id }] : [];
  });
  const found = new Map(
    (
      await storedObjectsOf(
        db,
        wanted.map(({ id }) => id),
        owner,
      )
    ).map((o) => [o.id, o.kind]),
  );
  const missing = Object.fromEntries(
    wanted.filter(({ id }) => !found.has(id)).map(({ field }) => [field, 'Upload the document again']),
  );
  if (Object.keys(missing).length > 0)
    throw new HttpError(422, 'A document could not be found; please upload it again', missing);
  // One file per slot (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md): a file uploaded for one document cannot
  // stand in another's slot, so the same licence photo cannot fill all three.
  const misplaced = Object.fromEntries(
    wanted
      .filter(({ kind, id }) => found.get(id) !== kind)
      .map(({ kind, field }) => [
        field,
        `This file was uploaded as another document; upload your ${DOCUMENT_LABELS[kind]} here`,
      ]),
  );
  if (Object.keys(misplaced).length > 0) throw new HttpError(422, 'Each document needs its own file', misplaced);
  return wanted.map(({ id }) => id);
}

/** Application in one transaction (decision 024): the account and the driver record are created together or not at all. */
export async function applyAsVisitor(
  tx: Tx,
  input: Profile & { username: string; password: string },
  owner: Owner,
  policy: PasswordPolicy,
) {
  const weak = policy.problem(input.password, {
    username: input.username,
    email: input.email,
    fullName: input.fullName,
  });
  if (weak) throw badRequest('Please choose a stronger password', { password: weak });
  const objectIds = await checkDocuments(tx, input, owner);
  const nameParts = input.fullName.split(/\s+/);
  const user = await insertUser(tx as unknown as Database, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    email: input.email,
    firstName: nameParts[0],
    lastName: nameParts.slice(1).join(' ') || null,
    role: 'driver',
  });
  await assignObjectsToUser(tx, objectIds, user.id);
  return insertDriver(tx, driverValues(input, user.id));
}

export async function applyAsUser(tx: Tx, input: Profile, userId: string) {
  await checkDocuments(tx, input, { userId });
  return insertDriver(tx, driverValues(input, userId));
}

function driverValues(input: Profile, userId: string) {
  return {
    userId,
    fullName: input.fullName,
    phoneNumber: input.phoneNumber,
    email: input.email,
    city: input.city,
    state: input.state,
    vehicleInfo: input.vehicleInfo || null,
    licenseUrl: input.licenseUrl,
    insuranceUrl: input.insuranceUrl,
    w9Url: input.w9Url,
    backgroundCheckConsent: input.backgroundCheckConsent,
    contractAgreementSigned: input.contractAgreementSigned,
    digitalSignature: input.digitalSignature,
    contractSignedAt: new Date(),
  };
}
