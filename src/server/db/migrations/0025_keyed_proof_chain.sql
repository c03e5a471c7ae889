ALTER TABLE "audit_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "proof_events" ADD COLUMN "chain_key" text;--> statement-breakpoint
-- Each leg's proof chain as it stands is pinned in the append-only audit trail (docs/decisions/076-keyed-proof-chain.md):
-- its last event's number and plain SHA-256 hash, so an event written before the chain was keyed cannot be
-- rewritten or removed, nor one added after it, without the leg's record showing as not intact.
INSERT INTO "audit_log" ("action", "entity", "entity_id", "status_code", "method", "route", "detail")
SELECT 'proof.sealed', 'job', p."job_id"::text, 200, 'POST', '(proof chain)', json_build_object('seq', p."seq", 'key', NULL, 'hash', p."hash")::text
FROM "proof_events" p
WHERE p."chain_key" IS NULL AND p."seq" = (SELECT max(q."seq") FROM "proof_events" q WHERE q."job_id" = p."job_id");
