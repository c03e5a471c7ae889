CREATE TABLE "sms_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"phone" text NOT NULL,
	"command" text NOT NULL,
	"outcome" text NOT NULL,
	"job_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rider_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_by_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_replies" ADD CONSTRAINT "sms_replies_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_replies_provider_id_key" ON "sms_replies" USING btree ("provider","provider_id") WHERE "sms_replies"."provider_id" is not null;