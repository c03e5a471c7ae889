CREATE TABLE "trip_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_links_token_hash_key" ON "trip_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trip_links_job_idx" ON "trip_links" USING btree ("job_id");