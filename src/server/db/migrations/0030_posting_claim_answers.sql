CREATE TABLE "claim_file_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"control_number" text NOT NULL,
	"outcome" text NOT NULL,
	"matched" boolean NOT NULL,
	"posted" boolean NOT NULL,
	"claim_id" uuid,
	"invoice_id" uuid,
	"invoice_number" text,
	"rider_name" text,
	"charge_cents" bigint,
	"paid_cents" bigint,
	"payer_claim_number" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"interchange_control_number" text NOT NULL,
	"sender_id" text NOT NULL,
	"test" boolean NOT NULL,
	"content_hash" text NOT NULL,
	"content" text NOT NULL,
	"line_count" integer NOT NULL,
	"unmatched_count" integer NOT NULL,
	"rejected_count" integer NOT NULL,
	"paid_cents" bigint,
	"trace_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"balanced" boolean NOT NULL,
	"uploaded_by_user_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "answer_status" text;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "payer_claim_number" text;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "answer_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_claims" ADD COLUMN "correction_interchange" integer;--> statement-breakpoint
ALTER TABLE "claim_file_lines" ADD CONSTRAINT "claim_file_lines_file_id_claim_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."claim_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file_lines" ADD CONSTRAINT "claim_file_lines_claim_id_invoice_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."invoice_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file_lines" ADD CONSTRAINT "claim_file_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_file_lines_file_idx" ON "claim_file_lines" USING btree ("file_id","position");--> statement-breakpoint
CREATE INDEX "claim_file_lines_claim_idx" ON "claim_file_lines" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_content_hash_key" ON "claim_files" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_files_interchange_key" ON "claim_files" USING btree ("kind","sender_id","interchange_control_number");--> statement-breakpoint
CREATE INDEX "claim_files_received_idx" ON "claim_files" USING btree ("received_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "invoice_claims_control_number_idx" ON "invoice_claims" USING btree (left(replace("id"::text, '-', ''), 20));--> statement-breakpoint
CREATE INDEX "invoice_claims_answer_status_idx" ON "invoice_claims" USING btree ("answer_status") WHERE "invoice_claims"."answer_status" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_claims_correction_interchange_key" ON "invoice_claims" USING btree ("correction_interchange");