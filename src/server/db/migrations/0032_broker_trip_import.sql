ALTER TYPE "public"."cancel_reason" ADD VALUE 'broker' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."cancel_requester" ADD VALUE 'broker' BEFORE 'dispatcher';--> statement-breakpoint
CREATE TABLE "trip_import_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_import_changes_kind_known" CHECK ("trip_import_changes"."kind" in ('update', 'cancel')),
	CONSTRAINT "trip_import_changes_status_known" CHECK ("trip_import_changes"."status" in ('pending', 'accepted', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "trip_import_mappings" (
	"payer_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"headers" text[] NOT NULL,
	"source_rows" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"preview_rows" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"result" jsonb,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by_user_id" uuid,
	"applied_at" timestamp with time zone,
	CONSTRAINT "trip_imports_status_known" CHECK ("trip_imports"."status" in ('previewed', 'applied'))
);
--> statement-breakpoint
ALTER TABLE "trip_import_changes" ADD CONSTRAINT "trip_import_changes_import_id_trip_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."trip_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_import_changes" ADD CONSTRAINT "trip_import_changes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_import_changes" ADD CONSTRAINT "trip_import_changes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_import_mappings" ADD CONSTRAINT "trip_import_mappings_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_import_mappings" ADD CONSTRAINT "trip_import_mappings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_imports" ADD CONSTRAINT "trip_imports_payer_id_payers_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."payers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_imports" ADD CONSTRAINT "trip_imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_imports" ADD CONSTRAINT "trip_imports_applied_by_user_id_users_id_fk" FOREIGN KEY ("applied_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_import_changes_import_idx" ON "trip_import_changes" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "trip_import_changes_job_idx" ON "trip_import_changes" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trip_imports_created_idx" ON "trip_imports" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_broker_trip_key" ON "jobs" USING btree ("payer_id","broker_trip_id","leg") WHERE "jobs"."broker_trip_id" is not null;