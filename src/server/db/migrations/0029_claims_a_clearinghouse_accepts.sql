ALTER TABLE "authorizations" ADD COLUMN "diagnosis_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "broker_trip_id" text;--> statement-breakpoint
ALTER TABLE "payers" ADD COLUMN "default_diagnosis_code" text;--> statement-breakpoint
ALTER TABLE "payers" ADD COLUMN "claims_live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payers" ADD COLUMN "trip_number_on" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "diagnosis_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "sex" text DEFAULT 'U' NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "diagnosis_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_sex_known" CHECK ("riders"."sex" in ('F', 'M', 'U'));