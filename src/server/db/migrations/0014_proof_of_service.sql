CREATE TYPE "public"."proof_event_kind" AS ENUM('start', 'arrival', 'pickup', 'dropoff', 'no_show', 'correction');--> statement-breakpoint
CREATE TABLE "proof_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" "proof_event_kind" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy_m" double precision,
	"odometer" double precision,
	"signature" text,
	"no_signature_reason" text,
	"attested" boolean DEFAULT false NOT NULL,
	"correction" jsonb,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proof_events" ADD CONSTRAINT "proof_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proof_events_job_seq_key" ON "proof_events" USING btree ("job_id","seq");--> statement-breakpoint
-- Proof of service is append-only (docs/decisions/056-proof-of-service.md): a correction is a new event, never an edit.
CREATE FUNCTION proof_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'proof_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER proof_events_no_update BEFORE UPDATE OR DELETE ON proof_events
  FOR EACH ROW EXECUTE FUNCTION proof_events_append_only();
--> statement-breakpoint
CREATE TRIGGER proof_events_no_truncate BEFORE TRUNCATE ON proof_events
  FOR EACH STATEMENT EXECUTE FUNCTION proof_events_append_only();
