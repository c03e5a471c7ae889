import {
  CREDENTIAL_LABELS,
  DEFAULT_CREDENTIAL_POLICY,
  type CredentialKind,
  type CredentialPolicy,
  type CredentialState,
} from './credential-words';
import type { Driver } from './driver';
import { DOCUMENT_KINDS, DOCUMENT_LABELS, DOCUMENT_URL_FIELDS } from './driver-words';

/**
 * What a driver should have before an administrator approves them (docs/decisions/088-driver-onboarding-documents-and-approval-checklist.md):
 * a vehicle, the application's three documents, and every credential the policy requires for every trip.
 * Approving without them stays possible, but only when the administrator acknowledges the list.
 */
export type ApprovalItemKey =
  'vehicle' | (typeof DOCUMENT_URL_FIELDS)[keyof typeof DOCUMENT_URL_FIELDS] | CredentialKind;

export interface ApprovalItem {
  key: ApprovalItemKey;
  label: string;
  done: boolean;
}

export interface ApprovalFacts {
  driver: Pick<Driver, 'vehicleId' | 'licenseUrl' | 'insuranceUrl' | 'w9Url'>;
  /** Each kind's state today (the credentials summary); a kind not listed is missing. */
  credentials: readonly { kind: CredentialKind; state: CredentialState }[];
}

/** A credential counts when a verified one is good today; expiring soon still counts. */
const HELD: readonly CredentialState[] = ['valid', 'expiring'];

/** The checklist in its order: vehicle, documents, then the required credentials. */
export function approvalChecklist(
  { driver, credentials }: ApprovalFacts,
  policy: Pick<CredentialPolicy, 'required'> = DEFAULT_CREDENTIAL_POLICY,
): ApprovalItem[] {
  const stateOf = new Map(credentials.map((c) => [c.kind, c.state]));
  return [
    { key: 'vehicle', label: 'Vehicle assigned', done: driver.vehicleId !== null },
    ...DOCUMENT_KINDS.map((kind) => ({
      key: DOCUMENT_URL_FIELDS[kind],
      label: DOCUMENT_LABELS[kind],
      done: Boolean(driver[DOCUMENT_URL_FIELDS[kind]]),
    })),
    ...policy.required.map((kind) => ({
      key: kind,
      label: CREDENTIAL_LABELS[kind],
      done: HELD.includes(stateOf.get(kind) ?? 'missing'),
    })),
  ];
}

/** The items still missing; empty when the driver may be approved without asking. */
export function missingForApproval(facts: ApprovalFacts, policy?: Pick<CredentialPolicy, 'required'>): ApprovalItem[] {
  return approvalChecklist(facts, policy).filter((item) => !item.done);
}

/** The label of a checklist item named by its key (the server's refusal lists the keys as its `reasons`). */
export function approvalItemLabel(key: string): string {
  if (key === 'vehicle') return 'Vehicle assigned';
  const kind = DOCUMENT_KINDS.find((k) => DOCUMENT_URL_FIELDS[k] === key);
  if (kind) return DOCUMENT_LABELS[kind];
  return key in CREDENTIAL_LABELS ? CREDENTIAL_LABELS[key as CredentialKind] : key;
}
