CREATE TYPE "public"."driver_status" AS ENUM('pending', 'approved', 'rejected', 'active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'accepted', 'declined', 'in_progress', 'completed');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('pending', 'assigned', 'in_progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'driver', 'referral_partner');--> statement-breakpoint
CREATE TYPE "public"."transport_type" AS ENUM('workers_compensation', 'ambulatory', 'wheelchair', 'stretcher');--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"license_url" text,
	"vehicle_info" text,
	"insurance_url" text,
	"w9_url" text,
	"background_check_consent" boolean DEFAULT false NOT NULL,
	"contract_agreement_signed" boolean DEFAULT false NOT NULL,
	"digital_signature" text,
	"contract_signed_at" timestamp with time zone,
	"status" "driver_status" DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" numeric(3, 2),
	"trips_completed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_name" text NOT NULL,
	"patient_phone" text NOT NULL,
	"pickup_address" text NOT NULL,
	"dropoff_address" text NOT NULL,
	"pickup_time" timestamp with time zone NOT NULL,
	"dropoff_time" timestamp with time zone NOT NULL,
	"job_rate" numeric(10, 2) NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"assigned_driver_id" uuid,
	"referral_id" uuid,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_rate_positive" CHECK ("jobs"."job_rate" > 0),
	CONSTRAINT "jobs_dropoff_after_pickup" CHECK ("jobs"."dropoff_time" > "jobs"."pickup_time")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_name" text NOT NULL,
	"referrer_company" text NOT NULL,
	"referrer_phone" text NOT NULL,
	"referrer_email" text NOT NULL,
	"patient_name" text NOT NULL,
	"patient_dob" date NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"transport_type" "transport_type" NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"notes" text,
	"status" "referral_status" DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_driver_id" uuid,
	"submitted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" "user_role" DEFAULT 'referral_partner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_driver_id_drivers_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_assigned_driver_id_drivers_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drivers_status_created_idx" ON "drivers" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "jobs_driver_pickup_idx" ON "jobs" USING btree ("assigned_driver_id","pickup_time","id");--> statement-breakpoint
CREATE INDEX "jobs_pickup_idx" ON "jobs" USING btree ("pickup_time","id");--> statement-breakpoint
CREATE INDEX "jobs_referral_idx" ON "jobs" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "referrals_status_created_idx" ON "referrals" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "referrals_submitter_created_idx" ON "referrals" USING btree ("submitted_by_user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");