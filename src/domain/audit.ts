import { z } from 'zod';

/** One entry of the audit trail: who did what to which record, and how the server answered. */
export const auditEntrySchema = z.object({
  id: z.guid(),
  at: z.iso.datetime(),
  userId: z.guid().nullable().describe('Null for a visitor'),
  username: z.string().nullable().describe("The actor's username, so the trail reads as names"),
  role: z.string().nullable(),
  action: z.string().describe('e.g. "login.success", "driver.status"'),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  statusCode: z.number().int(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  method: z.string(),
  route: z.string().describe('The route pattern, e.g. "/api/drivers/:id"'),
  tokenId: z.guid().nullable().describe('The API token the request came with; null for a session'),
  tokenName: z.string().nullable().describe("The token's name when it was used"),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
